import { Button, Flex, Heading, SearchField, TextField } from '@aws-amplify/ui-react';
import type { PaginationState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DataTable } from '../../../ui/data-table/data-table';
import { useEmailLog } from '../api/get-email-log';
import { defaultEmailLogRange } from '../utils/email-log-values';
import { EmailBodyModal, emailLogColumns } from './email-log-table';
import type { EmailLogRow } from './email-log-table';

const noRows: EmailLogRow[] = [];
/** The API's page size of the e-mail log (docs/api/mail.md: 100). */
const logPageSize = 100;

/** What each point type is about, for the title (the API answers 404 for any other). */
const pointTitles: Record<string, string> = {
  aso: 'ASO por Email',
  'esocial-lote': 'Lotes do eSocial',
  senha: 'Recuperação de Senha',
  teste: 'Emails de Teste',
  proposta: 'Propostas',
};

/**
 * The e-mail log of a point type (spec 2 §7 log/email/{pointType}): the messages with sender, recipient, subject,
 * situation, error, dates and openings, newest first; filtered by creation date (one year back to one day ahead by
 * default) and by recipient or subject; a message's body opens in a modal, isolated in a sandboxed frame.
 */
export function EmailLogPage() {
  const { pointType = '' } = useParams();
  const [range, setRange] = useState<[string, string]>(() => defaultEmailLogRange());
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: logPageSize });
  const [viewing, setViewing] = useState<string | null>(null);
  const log = useEmailLog(pointType, {
    search,
    page: pagination.pageIndex + 1,
    pagination: pagination.pageSize,
    created_at: range,
  });
  const columns = useMemo(() => emailLogColumns(setViewing), []);
  const firstPage = (next: PaginationState) => setPagination({ ...next, pageIndex: 0 });

  const error = log.error instanceof ApiError ? { status: log.error.status, msg: log.error.msg } : null;
  return (
    <Flex direction="column" gap="medium" data-testid="email-log-page">
      {pointTitles[pointType] ? <Heading level={5}>{pointTitles[pointType]}</Heading> : null}
      <Flex gap="small" alignItems="flex-end" wrap="wrap">
        <TextField
          label="Criado de"
          type="date"
          value={range[0]}
          onChange={(event) => {
            setRange([event.target.value, range[1]]);
            firstPage(pagination);
          }}
          data-testid="email-log-from"
        />
        <TextField
          label="até"
          type="date"
          value={range[1]}
          onChange={(event) => {
            setRange([range[0], event.target.value]);
            firstPage(pagination);
          }}
          data-testid="email-log-to"
        />
        <SearchField
          label="Pesquisar"
          placeholder="Destinatário ou assunto"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            firstPage(pagination);
          }}
          onClear={() => setTyped('')}
          clearButtonLabel="Limpar"
          hasSearchButton={false}
          width="22rem"
          data-testid="email-log-search"
        />
        <Button
          size="small"
          onClick={() => {
            setRange(defaultEmailLogRange());
            setTyped('');
            firstPage(pagination);
          }}
        >
          Limpar filtros
        </Button>
      </Flex>
      <DataTable<EmailLogRow>
        testId="email-log-table"
        columns={columns}
        data={log.data?.data ?? noRows}
        getRowId={(row) => row.id}
        rowTestId={(row) => `email-log-${row.id}`}
        rowCount={log.data?.pagination.total ?? 0}
        pagination={pagination}
        onPaginationChange={(updater) => setPagination(typeof updater === 'function' ? updater(pagination) : updater)}
        loading={log.isPending}
        error={error}
        rowTone={(row) => (row.situacao === 'falha' ? 'error' : undefined)}
        emptyMessage="Nenhum email encontrado"
      />
      {viewing ? <EmailBodyModal id={viewing} onClose={() => setViewing(null)} /> : null}
    </Flex>
  );
}
