import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { cancelamentoFormSchema, fieldLimits, passwordRequiredMessage, proceedWithCancellationLabel } from '@ocupacional/shared';
import type { CancelamentoFormInput } from '@ocupacional/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionKey } from '../../../lib/request-key';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { Form } from '../../../ui/form/form';
import { TextInput } from '../../../ui/form/text-input';
import { useNotify } from '../../../ui/notifications';
import { cancelarConsulta } from '../api/cancelar-consulta';
import { useConsulta } from '../api/get-consulta';
import { atendimentoKey } from '../api/query-keys';
import type { AtendimentoArea } from '../utils/area-routes';
import { cancelObsEnabled } from '../utils/cancelamento';

/** The success of a cancellation when the answer brings no message (ours, as the API's). */
export const cancellationSavedMessage = 'Consulta cancelada com sucesso!';

export interface CancelamentoFormProps {
  idCon: number;
  area: AtendimentoArea;
  onDone?: () => void;
}

/**
 * 'Cancelar Consulta' (spec 1 §3, §4, §5): the user's password first — the reason (up to 1000 characters) is
 * enabled only once a password is typed —, then 'Prosseguir com o Calcelamento' asks 'Ao efetuar o CANCELAMENTO da
 * consulta, não será possível desfazer a ação. Deseja prosseguir?'. Irreversible: the status goes to 57.
 */
export function CancelamentoForm({ idCon, area, onDone }: CancelamentoFormProps) {
  const consulta = useConsulta(area, idCon);
  const notify = useNotify();
  const confirmations = useConfirmations();
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  const form = useForm<CancelamentoFormInput>({ resolver: zodResolver(cancelamentoFormSchema), defaultValues: { obs: '', senha: '' } });
  const senha = form.watch('senha');

  async function submit() {
    if (!(await confirmations.cancellation())) return;
    // The raw values: a disabled reason is not sent.
    const values = form.getValues();
    const body: CancelamentoFormInput = { senha: values.senha, obs: cancelObsEnabled(values.senha) ? values.obs : null };
    const msg = await cancelarConsulta(area, idCon, body, action);
    notify({ message: msg || cancellationSavedMessage, variation: 'success', title: 'Sucesso' });
    form.reset({ obs: '', senha: '' });
    await queryClient.invalidateQueries({ queryKey: [atendimentoKey] });
    onDone?.();
  }

  if (consulta.data && !consulta.data.acoes.pode_cancelar) {
    return (
      <Alert variation="warning" data-testid="cancelamento-indisponivel">
        {consulta.data.alerta?.texto ?? 'Esta consulta não pode ser cancelada na situação atual.'}
      </Alert>
    );
  }

  return (
    <Form form={form} onSubmit={submit} testId="cancelamento-form">
      <Flex direction="column" gap="medium" padding="small" maxWidth="48rem">
        <Flex direction="column" gap="xs" maxWidth="24rem">
          <Text fontWeight="bold">{passwordRequiredMessage}</Text>
          <TextInput name="senha" label="Senha" type="password" required autoComplete="current-password" />
        </Flex>
        <TextInput
          name="obs"
          label="Motivo do cancelamento"
          rows={4}
          maxLength={fieldLimits.cancellationReason}
          disabled={!cancelObsEnabled(senha)}
        />
        <Flex justifyContent="flex-end">
          <Button
            type="submit"
            variation="primary"
            colorTheme="error"
            isLoading={form.formState.isSubmitting}
            loadingText="Cancelando..."
            data-testid="cancelar"
          >
            {proceedWithCancellationLabel}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
