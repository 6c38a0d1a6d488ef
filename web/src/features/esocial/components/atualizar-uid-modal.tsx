import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { atualizarUidSchema } from '@ocupacional/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form } from '../../../ui/form/form';
import { TextInput } from '../../../ui/form/text-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useAtualizarUid } from '../api/eventos';
import type { EventoRow } from '../api/eventos';

interface UidFormValues {
  id: string;
  antigoUid: string;
  novoUid: string;
  novoRecibo: string;
}

/**
 * 'Atualizar dados do evento' (spec 2 §3 "Event update"): the event's UID and receipt, both marked required (spec 2
 * §5). Filling the receipt makes the event 'Processado com sucesso'; an empty one leaves the status.
 */
export function AtualizarUidModal({ evento, onClose }: { evento: EventoRow | null; onClose: () => void }) {
  return (
    <Modal open={evento !== null} onClose={onClose} title="Atualizar dados do evento" width="min(40rem, 95%)" testId="atualizar-uid-modal">
      {evento ? <UidForm key={evento.id} evento={evento} onClose={onClose} /> : null}
    </Modal>
  );
}

function UidForm({ evento, onClose }: { evento: EventoRow; onClose: () => void }) {
  const notify = useNotify();
  const save = useAtualizarUid();
  const form = useForm<UidFormValues>({
    resolver: zodResolver(atualizarUidSchema) as never,
    defaultValues: { id: evento.id, antigoUid: evento.uid ?? '', novoUid: evento.uid ?? '', novoRecibo: evento.recibo ?? '' },
  });
  return (
    <Form
      form={form}
      testId="atualizar-uid-form"
      onSubmit={async (values: UidFormValues) => {
        const answer = await save.mutateAsync({ ...values, novoRecibo: values.novoRecibo || null, antigoUid: values.antigoUid || null });
        notify({ message: answer.msg, variation: 'success', title: 'Sucesso' });
        onClose();
      }}
    >
      <Flex direction="column" gap="small">
        <Text fontSize="small">
          {evento.layout} — {evento.funcionario.nome}
        </Text>
        <TextInput name="novoUid" label="UID do evento" required maxLength={40} />
        <TextInput name="novoRecibo" label="Número do recibo" required maxLength={40} placeholder="1.N.NNNNNNNNNNNNNNNNNNN" />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variation="primary" isLoading={save.isPending} data-testid="atualizar-uid-salvar">
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
