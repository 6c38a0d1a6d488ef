import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { masks, recoverPasswordRequestSchema, recoverPasswordTitle } from '@ocupacional/shared';
import type { PointType } from '@ocupacional/shared';
import { useState } from 'react';
import { PatternInput } from '../../../ui/form/pattern-input';
import { Modal } from '../../../ui/modal';
import { useRecoverPassword } from '../api/recover-password';
import { usePlainForm } from '../utils/plain-form';

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
 * same text for any account (issue 12), which the modal shows. Part of the login page: plain fields, as there.
 */
export function RecoverPasswordModal({ open, onClose, pointType, tenant, defaults }: RecoverPasswordModalProps) {
  // Here, not in the body: one request key for the modal's sends (lib/request-key.ts), as before.
  const recover = useRecoverPassword(tenant);
  // The modal renders its body only while open, so each opening starts from the login form's values and without
  // the previous answer.
  return (
    <Modal open={open} onClose={onClose} title={recoverPasswordTitle} width="min(30rem, 95%)" testId="recover-password">
      <RecoverPasswordBody onClose={onClose} pointType={pointType} recover={recover} defaults={defaults} />
    </Modal>
  );
}

function RecoverPasswordBody({
  onClose,
  pointType,
  recover,
  defaults,
}: Pick<RecoverPasswordModalProps, 'onClose' | 'pointType' | 'defaults'> & { recover: ReturnType<typeof useRecoverPassword> }) {
  const form = usePlainForm(recoverFormSchema, defaults);
  const [answer, setAnswer] = useState<string | null>(null);

  if (answer) {
    return (
      <Flex direction="column" gap="medium">
        <Alert variation="success" data-testid="recover-password-sent">
          {answer}
        </Alert>
        <Button onClick={onClose}>Fechar</Button>
      </Flex>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.submit(async (values) => setAnswer(await recover({ ...values, point_type: pointType })))}
    >
      <Flex direction="column" gap="medium">
        <Text>Informe o CPF e o CNPJ do seu acesso; enviaremos para o seu email um link para criar uma nova senha.</Text>
        <PatternInput {...form.field('cpf', { required: true })} label="CPF" pattern={masks.cpf} />
        <PatternInput {...form.field('cnpj', { required: true })} label="CNPJ" pattern={masks.cnpj} />
        <Button type="submit" variation="primary" isLoading={form.submitting} loadingText="Enviando...">
          Enviar
        </Button>
      </Flex>
    </form>
  );
}
