import { Button, Flex, PasswordField } from '@aws-amplify/ui-react';
import { forgotPasswordLabel, loginButtonLabel, loginRequestSchema, masks } from '@ocupacional/shared';
import type { PointType } from '@ocupacional/shared';
import { useRef, useState } from 'react';
import { fieldLabel } from '../../../ui/form/field-label';
import { PatternInput } from '../../../ui/form/pattern-input';
import { useLogin } from '../api/login';
import { usePlainForm } from '../utils/plain-form';
import { RecoverPasswordModal } from './recover-password-modal';

const loginFormSchema = loginRequestSchema.omit({ point_type: true });

/**
 * The login of spec 1 §2: masked cpf and cnpj, senha, 'Entrar', and 'Esqueci Minha Senha' opening the password
 * recovery. Sends the area as point_type (spec 1 §6). The entry page: plain fields instead of the kit's
 * react-hook-form and imask ones, which would weigh on the first load (issue 17; utils/plain-form.ts).
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
  const form = usePlainForm(loginFormSchema, { cpf: '', cnpj: '', senha: '' });
  const logIn = useLogin(tenant);
  const [recovering, setRecovering] = useState(false);
  const password = useRef<HTMLInputElement>(null);
  const senha = form.field('senha', { required: true });

  return (
    <>
      <form
        noValidate
        data-testid="login-form"
        onSubmit={form.submit(
          async (values) => {
            await logIn({ ...values, point_type: pointType });
            onLoggedIn();
          },
          // As with the kit's form: react-hook-form focused the first invalid field whose element it held, and the
          // masked fields never gave it theirs.
          (errors) => errors.senha && password.current?.focus(),
        )}
      >
        <Flex direction="column" gap="medium">
          <PatternInput {...form.field('cpf', { required: true })} label="CPF" pattern={masks.cpf} autoComplete="username" />
          <PatternInput {...form.field('cnpj', { required: true })} label="CNPJ" pattern={masks.cnpj} />
          <PasswordField
            ref={password}
            name={senha.name}
            label={fieldLabel('Senha', senha.required)}
            autoComplete="current-password"
            value={senha.value}
            onChange={(event) => senha.onChange(event.target.value)}
            onBlur={senha.onBlur}
            hasError={senha.errorMessage !== undefined}
            errorMessage={senha.errorMessage}
            isRequired={senha.required}
            data-testid="field-senha"
            showPasswordButtonLabel="Mostrar senha"
            passwordIsHiddenLabel="A senha está oculta"
            passwordIsShownLabel="A senha está visível"
          />
          <Button type="submit" variation="primary" isFullWidth isLoading={form.submitting} loadingText="Entrando...">
            {loginButtonLabel}
          </Button>
          <Button variation="link" size="small" onClick={() => setRecovering(true)}>
            {forgotPasswordLabel}
          </Button>
        </Flex>
      </form>
      <RecoverPasswordModal
        open={recovering}
        onClose={() => setRecovering(false)}
        pointType={pointType}
        tenant={tenant}
        defaults={{ cpf: form.values.cpf, cnpj: form.values.cnpj }}
      />
    </>
  );
}
