import { Badge, Button, Flex, SearchField, Text } from '@aws-amplify/ui-react';
import { defaultPageSize, recordsDeletedMessage, typeListCodes, typeLists } from '@ocupacional/shared';
import type { ContaEmail } from '@ocupacional/shared';
import type { PaginationState, RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { useNotify } from '../../../ui/notifications';
import { useDeleteContasEmail } from '../api/delete-contas-email';
import { useContasEmail } from '../api/get-contas-email';
import { oauth2StatusView } from '../utils/conta-email-values';
import { ContaEmailModal } from './conta-email-modal';
import { TestEmailModal } from './test-email-modal';

const col = dataTableColumns<ContaEmail>();
const noRows: ContaEmail[] = [];
const servicoNome = new Map((typeLists[typeListCodes.setorEmail] ?? []).map((item) => [item.id, item.descricao]));

function columnsFor(actions: { edit: (conta: ContaEmail) => void; test: (conta: ContaEmail) => void }) {
  return col.columns([
    col.accessor('nome', {
      header: 'Nome',
      cell: ({ row }) => (
        <Button variation="link" size="small" padding="0" onClick={() => actions.edit(row.original)}>
          {row.original.nome}
        </Button>
      ),
    }),
    col.accessor('email', { header: 'Email' }),
    col.accessor('usuario', { header: 'Usuário' }),
    col.accessor('tipo_auth', {
      header: 'Autenticação',
      cell: ({ row }) => {
        if (row.original.tipo_auth === 'senha') return `SMTP${row.original.servidor_smtp ? ` (${row.original.servidor_smtp})` : ''}`;
        const view = oauth2StatusView(row.original.oauth2);
        return (
          <Flex gap="xs" alignItems="center">
            <span>OAuth2</span>
            <Badge size="small" variation={view.tone}>
              {view.label}
            </Badge>
          </Flex>
        );
      },
    }),
    col.accessor((row) => row.tipo.map((id) => servicoNome.get(id) ?? String(id)).join(', '), { id: 'tipo', header: 'Serviços' }),
    col.accessor('updated_at', { header: 'Atualizado em', cell: ({ getValue }) => formatDateTime(getValue()) }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Flex gap="xs" wrap="nowrap">
          <Button size="small" onClick={() => actions.edit(row.original)} data-testid="conta-email-edit">
            Editar
          </Button>
          <Button size="small" onClick={() => actions.test(row.original)} data-testid="conta-email-test">
            Enviar Email de Teste
          </Button>
        </Flex>
      ),
    }),
  ]);
}

/**
 * The mail accounts (spec 2 §2 "Mail accounts"; route config/conta-email, also /conta-email where the OAuth2
 * callback returns): search by name, e-mail or user, register and edit in the account modal, delete the chosen ones
 * after confirmation, and send a test message through an account.
 */
export function ContasEmailPage() {
  const notify = useNotify();
  const confirmations = useConfirmations();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: defaultPageSize });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [editing, setEditing] = useState<ContaEmail | 'nova' | null>(null);
  const [testing, setTesting] = useState<ContaEmail | null>(null);
  const list = useContasEmail({ search, page: pagination.pageIndex + 1, pagination: pagination.pageSize });
  const remove = useDeleteContasEmail();
  const columns = useMemo(() => columnsFor({ edit: setEditing, test: setTesting }), []);
  const chosen = Object.keys(selection).filter((id) => selection[id]);

  async function deleteChosen() {
    if (!(await confirmations.deleteRecords(chosen.length))) return;
    await remove.mutateAsync(chosen).then(
      () => {
        setSelection({});
        notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' });
      },
      () => undefined, // the HTTP client has shown the answer (403: the spec's no-permission message)
    );
  }

  const error = list.error instanceof ApiError ? { status: list.error.status, msg: list.error.msg } : null;
  return (
    <Flex direction="column" gap="medium" data-testid="contas-email-page">
      <SearchField
        label="Pesquisar"
        placeholder="Nome, email ou usuário"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setPagination((current) => ({ ...current, pageIndex: 0 }));
        }}
        onClear={() => setTyped('')}
        clearButtonLabel="Limpar"
        hasSearchButton={false}
        width="22rem"
        data-testid="contas-email-search"
      />
      <DataTable<ContaEmail>
        testId="contas-email-table"
        columns={columns}
        data={list.data?.data ?? noRows}
        getRowId={(row) => row.id}
        rowTestId={(row) => `conta-email-${row.id}`}
        rowCount={list.data?.pagination.total ?? 0}
        pagination={pagination}
        onPaginationChange={(updater) => {
          setSelection({});
          setPagination(typeof updater === 'function' ? updater(pagination) : updater);
        }}
        selectable={() => true}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        loading={list.isPending}
        error={error}
        emptyMessage="Nenhuma conta de email cadastrada"
        toolbar={
          <>
            {chosen.length ? (
              <Button size="small" colorTheme="error" onClick={() => void deleteChosen()} isLoading={remove.isPending} data-testid="contas-email-delete">
                Excluir ({chosen.length})
              </Button>
            ) : null}
            <Button size="small" variation="primary" onClick={() => setEditing('nova')} data-testid="conta-email-new">
              Nova Conta de Email
            </Button>
          </>
        }
      />
      {list.data ? (
        <Text fontSize="small" color="font.secondary">
          {list.data.pagination.total} conta(s) de email
        </Text>
      ) : null}
      {editing !== null ? <ContaEmailModal conta={editing === 'nova' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {testing ? <TestEmailModal conta={testing} onClose={() => setTesting(null)} /> : null}
    </Flex>
  );
}
