import { Button, Flex } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordLabel, loginButtonLabel, loginRequestSchema } from '@ocupacional/shared';
import type { PointType } from '@ocupacional/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '../../../ui/form/form';
import { MaskedInput } from '../../../ui/form/masked-input';
import { TextInput } from '../../../ui/form/text-input';
import { useLogin } from '../api/login';
import { RecoverPasswordModal } from './recover-password-modal';

const loginFormSchema = loginRequestSchema.omit({ point_type: true });

/**
 * The login of spec 1 §2: masked cpf and cnpj, senha, 'Entrar', and 'Esqueci Minha Senha' opening the password
 * recovery. Sends the area as point_type (spec 1 §6).
 */
export function LoginForm({
  pointType,
  tenant,
  onLoggedIn,
}: {
  pointType: PointType;
  tenant: string | undefined;
  onLoggedIn: () => void;
}) {
  const form = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { cpf: '', cnpj: '', senha: '' } });
  const loginMutation = useLogin(tenant);
  const [recovering, setRecovering] = useState(false);

  return (
    <>
      <Form
        form={form}
        testId="login-form"
        onSubmit={async (values) => {
          await loginMutation.mutateAsync({ ...values, point_type: pointType });
          onLoggedIn();
        }}
      >
        <Flex direction="column" gap="medium">
          <MaskedInput name="cpf" label="CPF" mask="cpf" required autoComplete="username" />
          <MaskedInput name="cnpj" label="CNPJ" mask="cnpj" required />
          <TextInput name="senha" label="Senha" type="password" required autoComplete="current-password" />
          <Button type="submit" variation="primary" isFullWidth isLoading={form.formState.isSubmitting} loadingText="Entrando...">
            {loginButtonLabel}
          </Button>
          <Button variation="link" size="small" onClick={() => setRecovering(true)}>
            {forgotPasswordLabel}
          </Button>
        </Flex>
      </Form>
      <RecoverPasswordModal
        open={recovering}
        onClose={() => setRecovering(false)}
        pointType={pointType}
        tenant={tenant}
        defaults={{ cpf: form.getValues('cpf'), cnpj: form.getValues('cnpj') }}
      />
    </>
  );
}
