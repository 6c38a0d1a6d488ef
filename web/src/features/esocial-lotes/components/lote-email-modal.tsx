import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { loteEmailSchema } from '@ocupacional/shared';
import type { LoteEmail } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { formatDateTime } from '../../../lib/format-date-time';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { Form } from '../../../ui/form/form';
import { TextInput } from '../../../ui/form/text-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { Section } from '../../../ui/section';
import { useDestinatarios, useSendLoteEmail } from '../api/lote-email';
import type { Destinatario, LoteRow } from '../api/lote-schemas';

const col = dataTableColumns<Destinatario>();
const noRows: Destinatario[] = [];
const columns = col.columns([
  col.accessor('destinatario', { header: 'Destinatário' }),
  col.accessor((row) => row.tipo_status.descricao, {
    id: 'tipo_status',
    header: 'Status',
    cell: ({ row }) => (
      <Flex direction="column" gap="0">
        <Text as="span">{row.original.tipo_status.descricao}</Text>
        {row.original.erro ? (
          <Text as="span" fontSize="small" color="font.error">
            {row.original.erro}
          </Text>
        ) : null}
      </Flex>
    ),
  }),
  col.accessor('updated_at', { header: 'Atualizado em', cell: ({ getValue }) => formatDateTime(getValue()) }),
]);

/**
 * The lote's e-mail (spec 2 §2 "Batch modals"): a new e-mail to recipients separated by semicolons, each with its
 * link to the public download page, and the recipients so far (destinatario, tipo_status, updated_at).
 */
export function LoteEmailModal({ lote, onClose }: { lote: LoteRow | null; onClose: () => void }) {
  return (
    <Modal open={lote !== null} onClose={onClose} title={lote ? `Enviar Lote ${lote.lote} por E-mail` : 'E-mail do Lote'} testId="lote-email-modal">
      {lote ? <LoteEmailBody key={lote.id} lote={lote} /> : null}
    </Modal>
  );
}

function LoteEmailBody({ lote }: { lote: LoteRow }) {
  const { tenant } = useParams();
  const notify = useNotify();
  const destinatarios = useDestinatarios(tenant, lote.id);
  const send = useSendLoteEmail(tenant, lote.id);
  const form = useForm<LoteEmail, unknown, z.output<typeof loteEmailSchema>>({
    resolver: zodResolver(loteEmailSchema) as never,
    defaultValues: { destinatario: '' },
  });

  async function submit(values: z.output<typeof loteEmailSchema>) {
    const answer = await send.mutateAsync(values);
    notify({ message: answer.msg, variation: 'success', title: 'Sucesso' });
    form.reset({ destinatario: '' });
  }

  return (
    <Flex direction="column" gap="medium">
      <Section title="Novo e-mail">
        <Form form={form} onSubmit={submit} testId="lote-email-form">
          <Flex direction="column" gap="small">
            <TextInput name="destinatario" label="Destinatários (separados por ponto e vírgula)" required placeholder="contador@empresa.com.br; rh@empresa.com.br" />
            <Flex justifyContent="flex-end">
              <Button type="submit" variation="primary" isLoading={send.isPending} data-testid="send-lote-email">
                Enviar
              </Button>
            </Flex>
          </Flex>
        </Form>
      </Section>
      <Section title="E-mails enviados">
        <DataTable<Destinatario>
          testId="lote-destinatarios-table"
          columns={columns}
          data={destinatarios.data ?? noRows}
          getRowId={(row) => row.id}
          loading={destinatarios.isPending}
          emptyMessage="Nenhum e-mail enviado para este lote"
        />
      </Section>
    </Flex>
  );
}
