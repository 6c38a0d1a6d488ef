import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { contaEmailTesteSchema, mailMessages } from '@ocupacional/shared';
import type { ContaEmail } from '@ocupacional/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { Form } from '../../../ui/form/form';
import { TextInput } from '../../../ui/form/text-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useTestContaEmail } from '../api/test-conta-email';
import { BusyOverlay } from './busy-overlay';

const testeFormSchema = contaEmailTesteSchema.pick({ email: true });

/**
 * 'Enviar Email de Teste :: Conta' plus the account's address (spec 2 §2): sends a real message through the
 * account to the address typed, with the full-screen 'Aguarde um momento...' while the server talks to the mail
 * server; the API's answer (success, or the server's reason for the failure) shows in the modal and as an alert.
 */
export function TestEmailModal({ conta, onClose }: { conta: ContaEmail; onClose: () => void }) {
  const notify = useNotify();
  const test = useTestContaEmail();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm({ resolver: zodResolver(testeFormSchema), defaultValues: { email: '' } });
  return (
    <Modal
      open
      onClose={onClose}
      title={`Enviar Email de Teste :: Conta ${conta.email}`}
      width="min(36rem, 95%)"
      testId="test-email-modal"
    >
      <Form
        form={form}
        testId="test-email-form"
        onSubmit={async ({ email }) => {
          setResult(null);
          try {
            const { msg } = await test.mutateAsync({ id: conta.id, email });
            const message = msg || mailMessages.emailEnviado;
            setResult({ ok: true, message });
            notify({ message, variation: 'success', title: 'Sucesso' });
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            setResult({ ok: false, message: error.msg });
            notify({ message: error.msg, variation: 'error' });
            // A 400 with fields lands under the field too (the kit's Form does it when rethrown).
            if (Object.keys(error.fields).length) throw error;
          }
        }}
      >
        <Flex direction="column" gap="small">
          <TextInput name="email" label="Enviar para o email" type="email" required autoComplete="email" />
          {result ? (
            <Alert variation={result.ok ? 'success' : 'error'} data-testid="test-email-result">
              {result.message}
            </Alert>
          ) : null}
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Fechar</Button>
            <Button type="submit" variation="primary" isLoading={test.isPending} loadingText="Enviando..." data-testid="test-email-send">
              Enviar
            </Button>
          </Flex>
        </Flex>
      </Form>
      <BusyOverlay open={test.isPending} text="Aguarde um momento..." />
    </Modal>
  );
}
