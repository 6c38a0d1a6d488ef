import { Badge, Flex, Text } from '@aws-amplify/ui-react';
import { documentTypes } from '@ocupacional/shared';
import type { EmailAsoLog } from '@ocupacional/shared';
import { formatDateTime } from '../../../lib/format-date-time';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';

type Abertura = EmailAsoLog['abertura'][number];

const col = dataTableColumns<EmailAsoLog>();
const noRows: EmailAsoLog[] = [];
const documentNames: Record<number, string> = { [documentTypes.aso]: 'ASO', [documentTypes.prontuario]: 'Prontuário' };

/** The openings of a message (spec 2 §3 "abertura"): per recipient, the date and IP of each opening. */
export function AberturasList({ aberturas, showRecipient = true }: { aberturas: readonly Abertura[]; showRecipient?: boolean }) {
  if (aberturas.length === 0) {
    return (
      <Text fontSize="small" color="font.tertiary">
        Não aberto
      </Text>
    );
  }
  const byRecipient = new Map<string, Abertura[]>();
  for (const abertura of aberturas) byRecipient.set(abertura.destinatario, [...(byRecipient.get(abertura.destinatario) ?? []), abertura]);
  return (
    <Flex direction="column" gap="xxs" data-testid="aberturas">
      {[...byRecipient.entries()].map(([destinatario, items]) => (
        <Flex key={destinatario} direction="column" gap="0">
          {showRecipient ? (
            <Text fontSize="small" fontWeight="bold">
              {destinatario}
            </Text>
          ) : null}
          {items.map((item, index) => (
            <Text key={`${item.data}-${index}`} fontSize="small">
              {formatDateTime(item.data)}
              {item.ip ? ` (IP ${item.ip})` : ''}
            </Text>
          ))}
        </Flex>
      ))}
    </Flex>
  );
}

function msgVariation(row: EmailAsoLog): 'success' | 'error' | 'warning' {
  if (row.situacao.some((item) => item.situacao === 'falha')) return 'error';
  if (row.situacao.some((item) => item.situacao === 'pendente' || item.situacao === 'enviando')) return 'warning';
  return 'success';
}

const columns = col.columns([
  col.accessor('created_at', { header: 'Data', cell: ({ getValue }) => formatDateTime(getValue()) }),
  col.accessor((row) => row.usuario?.nome ?? '', { id: 'usuario', header: 'Usuário' }),
  col.accessor((row) => row.lote ?? '', { id: 'lote', header: 'Lote' }),
  col.accessor('id_con', { header: 'Consulta' }),
  col.accessor('remetente', { header: 'Remetente' }),
  col.accessor('destinatario', {
    header: 'Destinatário',
    cell: ({ getValue }) => (
      <Flex direction="column" gap="0">
        {getValue()
          .split(';')
          .filter(Boolean)
          .map((address) => (
            <Text key={address} fontSize="small">
              {address}
            </Text>
          ))}
      </Flex>
    ),
  }),
  col.accessor((row) => row.obs ?? '', { id: 'obs', header: 'Observações' }),
  col.accessor((row) => row.tipo_documento.map((id) => documentNames[id] ?? String(id)).join(', '), {
    id: 'tipo_documento',
    header: 'Documentos',
  }),
  col.accessor('msg', {
    header: 'Situação',
    cell: ({ row }) => (
      <Badge size="small" variation={msgVariation(row.original)} data-testid="history-msg">
        {row.original.msg}
      </Badge>
    ),
  }),
  col.accessor('select_pages', {
    header: 'Páginas',
    cell: ({ getValue }) => (
      <Text fontSize="small">{getValue().map((page) => `Lote ${page.upload} pág. ${page.pagina}`).join(', ')}</Text>
    ),
  }),
  col.accessor('abertura', { header: 'Aberturas', cell: ({ getValue }) => <AberturasList aberturas={getValue()} /> }),
]);

export interface EmailHistoryTableProps {
  /** The rows of 'Histórico de Envio de Emails' (asoUploadEmails, asoConsultaEmails), newest first. */
  historico: readonly EmailAsoLog[] | undefined;
  loading?: boolean;
  error?: { status: number; msg: string } | null;
}

/**
 * 'Histórico de Envio de Emails' (spec 2 §3 "ASO e-mail log"): when, who, lote, consultation, sender, recipients,
 * notes, documents, the situation (waiting, sent, or the failure per recipient), the pages attached and, per
 * recipient, the date and IP of each opening. The file detail modal reuses it with a consultation's history
 * (`useAsoConsultaEmails`).
 *
 * @example <EmailHistoryTable historico={emails.data?.historico} loading={emails.isPending} />
 */
export function EmailHistoryTable({ historico, loading, error }: EmailHistoryTableProps) {
  return (
    <DataTable<EmailAsoLog>
      testId="email-history-table"
      columns={columns}
      data={(historico as EmailAsoLog[] | undefined) ?? noRows}
      getRowId={(row) => row.id}
      rowTestId={(row) => `email-history-${row.id}`}
      loading={loading}
      error={error}
      rowTone={(row) => (msgVariation(row) === 'error' ? 'error' : undefined)}
      emptyMessage="Nenhum email enviado"
    />
  );
}
