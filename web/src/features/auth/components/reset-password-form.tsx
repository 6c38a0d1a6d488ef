import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { minPasswordLength, resetPasswordRequestSchema } from '@ocupacional/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '../../../ui/form/form';
import { TextInput } from '../../../ui/form/text-input';
import { useResetPassword } from '../api/reset-password';

/**
 * The page of the recovery e-mail's link (issue 12): the new password twice; the token comes from the link. On
 * success the server's message and the way back to the login; a used or expired link answers its own message.
 */
export function ResetPasswordForm({
  token,
  tenant,
  loginHref,
}: {
  token: string;
  tenant: string | undefined;
  loginHref: React.ReactNode;
}) {
  const form = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, senha: '', confirmar_senha: '' },
  });
  const reset = useResetPassword(tenant);
  const [done, setDone] = useState<string | null>(null);

  if (done) {
    return (
      <Flex direction="column" gap="medium">
        <Alert variation="success" data-testid="reset-password-done">
          {done}
        </Alert>
        {loginHref}
      </Flex>
    );
  }
  return (
    <Form form={form} testId="reset-password-form" onSubmit={async (values) => setDone(await reset.mutateAsync(values))}>
      <Flex direction="column" gap="medium">
        <Text>Escolha uma nova senha com ao menos {minPasswordLength} caracteres.</Text>
        <TextInput name="senha" label="Nova senha" type="password" required autoComplete="new-password" />
        <TextInput name="confirmar_senha" label="Confirme a nova senha" type="password" required autoComplete="new-password" />
        <Button type="submit" variation="primary" isFullWidth isLoading={form.formState.isSubmitting} loadingText="Salvando...">
          Salvar nova senha
        </Button>
        {loginHref}
      </Flex>
    </Form>
  );
}
