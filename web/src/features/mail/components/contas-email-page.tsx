import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { typeListCodes, typeLists } from '@ocupacional/shared';
import type { ContaEmail } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { DeleteSelectedButton, useDeleteSelected } from '../../../ui/data-table/delete-selected';
import { serverPageProps } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import { useDeleteContasEmail } from '../api/delete-contas-email';
import { useContasEmail } from '../api/get-contas-email';
import { oauth2StatusView } from '../utils/conta-email-values';
import { ContaEmailModal } from './conta-email-modal';
import { TestEmailModal } from './test-email-modal';

const col = dataTableColumns<ContaEmail>();
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
  const list = useListState();
  const [editing, setEditing] = useState<ContaEmail | 'nova' | null>(null);
  const [testing, setTesting] = useState<ContaEmail | null>(null);
  const contas = useContasEmail(list.query);
  const selected = useDeleteSelected(useDeleteContasEmail());
  const columns = useMemo(() => columnsFor({ edit: setEditing, test: setTesting }), []);

  return (
    <Flex direction="column" gap="medium" data-testid="contas-email-page">
      <ListSearchField {...list.searchField} placeholder="Nome, email ou usuário" width="22rem" testId="contas-email-search" />
      <DataTable<ContaEmail>
        testId="contas-email-table"
        columns={columns}
        {...serverPageProps(contas)}
        getRowId={(row) => row.id}
        rowTestId={(row) => `conta-email-${row.id}`}
        pagination={list.pagination}
        onPaginationChange={selected.clearOnPageChange(list.setPagination)}
        selectable={() => true}
        {...selected.tableProps}
        emptyMessage="Nenhuma conta de email cadastrada"
        toolbar={
          <>
            <DeleteSelectedButton selected={selected} testId="contas-email-delete" />
            <Button size="small" variation="primary" onClick={() => setEditing('nova')} data-testid="conta-email-new">
              Nova Conta de Email
            </Button>
          </>
        }
      />
      {contas.data ? (
        <Text fontSize="small" color="font.secondary">
          {contas.data.pagination.total} conta(s) de email
        </Text>
      ) : null}
      {editing !== null ? <ContaEmailModal conta={editing === 'nova' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {testing ? <TestEmailModal conta={testing} onClose={() => setTesting(null)} /> : null}
    </Flex>
  );
}
