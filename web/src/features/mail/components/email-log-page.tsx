import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useListState } from '../../../lib/use-list-state';
import { DataTable } from '../../../ui/data-table/data-table';
import { serverListProps } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import { useEmailLog } from '../api/get-email-log';
import { defaultEmailLogRange } from '../utils/email-log-values';
import { EmailBodyModal, emailLogColumns } from './email-log-table';
import type { EmailLogRow } from './email-log-table';

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
  // Another point type is another list: its own filters, pages and cursors.
  return <EmailLog key={pointType} pointType={pointType} />;
}

function EmailLog({ pointType }: { pointType: string }) {
  const [range, setRange] = useState<[string, string]>(() => defaultEmailLogRange());
  const list = useListState(logPageSize);
  const [viewing, setViewing] = useState<string | null>(null);
  const log = useEmailLog(pointType, { ...list.query, created_at: range });
  const columns = useMemo(() => emailLogColumns(setViewing), []);

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
            list.toFirstPage();
          }}
          data-testid="email-log-from"
        />
        <TextField
          label="até"
          type="date"
          value={range[1]}
          onChange={(event) => {
            setRange([range[0], event.target.value]);
            list.toFirstPage();
          }}
          data-testid="email-log-to"
        />
        <ListSearchField {...list.searchField} placeholder="Destinatário ou assunto" width="22rem" testId="email-log-search" />
        <Button
          size="small"
          onClick={() => {
            setRange(defaultEmailLogRange());
            list.searchField.onChange('');
          }}
        >
          Limpar filtros
        </Button>
      </Flex>
      <DataTable<EmailLogRow>
        testId="email-log-table"
        columns={columns}
        {...serverListProps(log, list)}
        rowTestId={(row) => `email-log-${row.id}`}
        rowTone={(row) => (row.situacao === 'falha' ? 'error' : undefined)}
        emptyMessage="Nenhum email encontrado"
      />
      {viewing ? <EmailBodyModal id={viewing} onClose={() => setViewing(null)} /> : null}
    </Flex>
  );
}
