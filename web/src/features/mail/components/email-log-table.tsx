import { Badge, Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import type { emailLogSchema } from '@ocupacional/shared';
import type { z } from 'zod';
import { formatDateTime } from '../../../lib/format-date-time';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { Modal } from '../../../ui/modal';
import { useEmailLogHtml } from '../api/get-email-log';
import { situacaoView } from '../utils/email-log-values';
import { AberturasList } from './email-history-table';
import './mail.css';

export type EmailLogRow = z.infer<typeof emailLogSchema>;

const col = dataTableColumns<EmailLogRow>();

/** The e-mail log's columns (spec 2 §7): id, sender, recipient, subject, situation, error, dates, openings, the body. */
export function emailLogColumns(open: (id: string) => void) {
  return col.columns([
    col.accessor('id', { header: 'ID', cell: ({ getValue }) => <Text fontSize="small">{getValue().slice(0, 8)}</Text> }),
    col.accessor('remetente', { header: 'Remetente' }),
    col.accessor('destinatario', { header: 'Destinatário' }),
    col.accessor('assunto', { header: 'Assunto' }),
    col.accessor('situacao', {
      header: 'Situação',
      cell: ({ getValue }) => {
        const view = situacaoView(getValue());
        return (
          <Badge size="small" variation={view.variation}>
            {view.label}
          </Badge>
        );
      },
    }),
    col.accessor((row) => row.obs ?? '', { id: 'obs', header: 'Observação' }),
    col.accessor('created_at', { header: 'Criado em', cell: ({ getValue }) => formatDateTime(getValue()) }),
    col.accessor('enviado_at', { header: 'Enviado em', cell: ({ getValue }) => (getValue() ? formatDateTime(getValue() as string) : '') }),
    col.accessor('abertura', {
      header: 'Aberturas',
      cell: ({ getValue }) => <AberturasList aberturas={getValue()} showRecipient={false} />,
    }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Button size="small" onClick={() => open(row.original.id)} data-testid="email-log-view">
          Ver Mensagem
        </Button>
      ),
    }),
  ]);
}

export /** A message's body as sent (log/email/html/{id}), in a frame with every permission off: no script, no form, no navigation. */
function EmailBodyModal({ id, onClose }: { id: string; onClose: () => void }) {
  const body = useEmailLogHtml(id);
  return (
    <Modal
      open
      onClose={onClose}
      title={body.data ? body.data.assunto : 'Mensagem'}
      width="min(60rem, 95%)"
      testId="email-body-modal"
    >
      {body.isPending ? (
        <Flex justifyContent="center" padding="medium">
          <Loader ariaLabel="Carregando..." />
        </Flex>
      ) : body.data ? (
        <iframe
          className="oc-mail-body-frame"
          title={`Mensagem: ${body.data.assunto}`}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={body.data.mensagem}
          data-testid="email-body-frame"
        />
      ) : (
        <Text variation="error">Não foi possível carregar a mensagem.</Text>
      )}
    </Modal>
  );
}
