import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { permissions } from '@ocupacional/shared';
import type { ContaEmail } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { DeleteSelectedButton, useDeleteSelected } from '../../../ui/data-table/delete-selected';
import { knownTotal, serverListProps } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import { useDeleteContasEmail } from '../api/delete-contas-email';
import { useContasEmail } from '../api/get-contas-email';
import { mailServicoNome, oauth2StatusView } from '../utils/conta-email-values';
import { ContaEmailModal } from './conta-email-modal';
import { TestEmailModal } from './test-email-modal';

const col = dataTableColumns<ContaEmail>();
/**
 * The row actions; `edit` and `test` are null without permission 3, which gates editing and deleting (spec 2 §6) and
 * the test message (issue 12 item 5: the test connects wherever the account points).
 */
function columnsFor(actions: { edit: ((conta: ContaEmail) => void) | null; test: ((conta: ContaEmail) => void) | null }) {
  const test = actions.test;
  const edit = actions.edit;
  return col.columns([
    col.accessor('nome', {
      header: 'Nome',
      cell: ({ row }) =>
        edit ? (
          <Button variation="link" size="small" padding="0" onClick={() => edit(row.original)}>
            {row.original.nome}
          </Button>
        ) : (
          row.original.nome
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
    col.accessor((row) => row.tipo.map(mailServicoNome).join(', '), { id: 'tipo', header: 'Serviços' }),
    col.accessor('updated_at', { header: 'Atualizado em', cell: ({ getValue }) => formatDateTime(getValue()) }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Flex gap="xs" wrap="nowrap">
          {edit ? (
            <Button size="small" onClick={() => edit(row.original)} data-testid="conta-email-edit">
              Editar
            </Button>
          ) : null}
          {test ? (
            <Button size="small" onClick={() => test(row.original)} data-testid="conta-email-test">
              Enviar Email de Teste
            </Button>
          ) : null}
        </Flex>
      ),
    }),
  ]);
}

/**
 * The mail accounts (spec 2 §2 "Mail accounts"; route config/conta-email, also /conta-email where the OAuth2
 * callback returns): search by name, e-mail or user, register and edit in the account modal, delete the chosen ones
 * after confirmation, and send a test message through an account. The list shows to every back-office user;
 * registering, editing, deleting and testing show only with permission 3 (spec 2 §6), which the API checks again.
 */
export function ContasEmailPage() {
  const session = useSession(undefined);
  const mayEdit = can(session.data?.usuario, permissions.contaEmail);
  const list = useListState();
  const [editing, setEditing] = useState<ContaEmail | 'nova' | null>(null);
  const [testing, setTesting] = useState<ContaEmail | null>(null);
  const contas = useContasEmail(list.query);
  const selected = useDeleteSelected(useDeleteContasEmail());
  const page = serverListProps(contas, list);
  const total = knownTotal(contas);
  const columns = useMemo(() => columnsFor({ edit: mayEdit ? setEditing : null, test: mayEdit ? setTesting : null }), [mayEdit]);

  return (
    <Flex direction="column" gap="medium" data-testid="contas-email-page">
      <ListSearchField {...list.searchField} placeholder="Nome, email ou usuário" width="22rem" testId="contas-email-search" />
      <DataTable<ContaEmail>
        testId="contas-email-table"
        columns={columns}
        {...page}
        rowTestId={(row) => `conta-email-${row.id}`}
        onPaginationChange={selected.clearOnPageChange(page.onPaginationChange)}
        {...(mayEdit ? { selectable: () => true, ...selected.tableProps } : {})}
        emptyMessage="Nenhuma conta de email cadastrada"
        toolbar={
          mayEdit ? (
            <>
              <DeleteSelectedButton selected={selected} testId="contas-email-delete" />
              <Button size="small" variation="primary" onClick={() => setEditing('nova')} data-testid="conta-email-new">
                Nova Conta de Email
              </Button>
            </>
          ) : null
        }
      />
      {total !== null ? (
        <Text fontSize="small" color="font.secondary">
          {total} conta(s) de email
        </Text>
      ) : null}
      {editing !== null ? <ContaEmailModal conta={editing === 'nova' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {testing ? <TestEmailModal conta={testing} onClose={() => setTesting(null)} /> : null}
    </Flex>
  );
}
