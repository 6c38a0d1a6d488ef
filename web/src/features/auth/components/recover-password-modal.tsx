import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { recoverPasswordRequestSchema, recoverPasswordTitle } from '@ocupacional/shared';
import type { PointType } from '@ocupacional/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '../../../ui/form/form';
import { MaskedInput } from '../../../ui/form/masked-input';
import { Modal } from '../../../ui/modal';
import { useRecoverPassword } from '../api/recover-password';

const recoverFormSchema = recoverPasswordRequestSchema.omit({ point_type: true });

export interface RecoverPasswordModalProps {
  open: boolean;
  onClose: () => void;
  pointType: PointType;
  tenant: string | undefined;
  /** What the login form already holds. */
  defaults: { cpf: string; cnpj: string };
}

/**
 * 'Recuperar Senha' (spec 1 §2): cpf and cnpj; the server e-mails a link to choose a new password and answers the
 * same text for any account (issue 12), which the modal shows.
 */
export function RecoverPasswordModal({ open, onClose, pointType, tenant, defaults }: RecoverPasswordModalProps) {
  const form = useForm({ resolver: zodResolver(recoverFormSchema), defaultValues: defaults });
  const recover = useRecoverPassword(tenant);
  const [answer, setAnswer] = useState<string | null>(null);

  // Each opening starts from the login form's values and without the previous answer.
  useEffect(() => {
    if (!open) return;
    form.reset(defaults);
    setAnswer(null);
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} title={recoverPasswordTitle} width="min(30rem, 95%)" testId="recover-password">
      {answer ? (
        <Flex direction="column" gap="medium">
          <Alert variation="success" data-testid="recover-password-sent">
            {answer}
          </Alert>
          <Button onClick={onClose}>Fechar</Button>
        </Flex>
      ) : (
        <Form
          form={form}
          onSubmit={async (values) => setAnswer(await recover.mutateAsync({ ...values, point_type: pointType }))}
        >
          <Flex direction="column" gap="medium">
            <Text>
              Informe o CPF e o CNPJ do seu acesso; enviaremos para o seu email um link para criar uma nova senha.
            </Text>
            <MaskedInput name="cpf" label="CPF" mask="cpf" required />
            <MaskedInput name="cnpj" label="CNPJ" mask="cnpj" required />
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Enviando...">
              Enviar
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}
