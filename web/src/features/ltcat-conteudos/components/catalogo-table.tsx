import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { recordsDeletedMessage } from '@ocupacional/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { useListState } from '../../../lib/use-list-state';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { DeleteSelectedButton, useDeleteSelected } from '../../../ui/data-table/delete-selected';
import { knownTotal, serverListProps, type PageQuery } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import { useNotify } from '../../../ui/notifications';
import type { CatalogoListParams } from '../api/ltcat-conteudos';

/*
 * The list of an LTCAT catalogue (technical conclusions, EPI; issue 15): search, the server's pages, 'Novo' and per row
 * 'Editar' (a modal: spec 3 §2.3 "modal Nova Conclusão Técnica / Editar Conclusão Técnica") and 'Excluir' after the
 * spec's confirmation. The buttons show to the users the route's permission lets change (573, 567); the API checks
 * again.
 */

export interface CatalogoRow {
  readonly id: string;
  readonly nome: string;
  readonly ativo: 0 | 1;
}

export type CatalogoColumns<T extends CatalogoRow> = ReturnType<ReturnType<typeof dataTableColumns<T>>['columns']>;

export interface CatalogoTableProps<T extends CatalogoRow> {
  readonly testId: string;
  readonly columns: CatalogoColumns<T>;
  readonly useList: (params: CatalogoListParams) => PageQuery<T>;
  readonly useDelete: () => { mutateAsync: (ids: string[]) => Promise<unknown>; isPending: boolean };
  readonly mayEdit: boolean;
  readonly newLabel: string;
  readonly searchPlaceholder: string;
  readonly emptyMessage: string;
  readonly totalLabel: (total: number) => string;
  /** The modal for a new record (null) or a row. */
  readonly modal: (row: T | null, close: () => void) => ReactNode;
}

export function CatalogoTable<T extends CatalogoRow>(props: CatalogoTableProps<T>) {
  const { testId, mayEdit } = props;
  const list = useListState();
  const rows = props.useList(list.query);
  const remove = props.useDelete();
  const selected = useDeleteSelected(remove);
  const confirmations = useConfirmations();
  const notify = useNotify();
  const [editing, setEditing] = useState<T | 'novo' | null>(null);
  const page = serverListProps(rows, list);
  const total = knownTotal(rows);

  const columns = useMemo(() => {
    const col = dataTableColumns<T>();
    const deleteOne = async (row: T) => {
      if (!(await confirmations.deleteRecords(1))) return;
      await remove.mutateAsync([row.id]).then(
        () => notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' }),
        () => undefined, // the HTTP client has shown the answer
      );
    };
    return col.columns([
      col.accessor((row) => row.nome, { id: 'nome', header: 'Nome' }),
      ...props.columns,
      col.display({
        id: 'ativo',
        header: 'Status',
        cell: ({ row }) => (
          <Badge size="small" variation={row.original.ativo === 1 ? 'success' : 'error'}>
            {row.original.ativo === 1 ? 'ATIVO' : 'INATIVO'}
          </Badge>
        ),
      }),
      col.display({
        id: 'acoes',
        header: 'Ações',
        cell: ({ row }) =>
          mayEdit ? (
            <Flex gap="xs" wrap="nowrap">
              <Button size="small" onClick={() => setEditing(row.original)} data-testid={`${testId}-edit`}>
                Editar
              </Button>
              <Button size="small" colorTheme="error" onClick={() => void deleteOne(row.original)} data-testid={`${testId}-delete-row`}>
                Excluir
              </Button>
            </Flex>
          ) : null,
      }),
    ]);
    // The catalogue's props are module-level constants of its page.
  }, [mayEdit, remove.mutateAsync]);

  return (
    <Flex direction="column" gap="medium" data-testid={`${testId}-page`}>
      <ListSearchField {...list.searchField} placeholder={props.searchPlaceholder} width="22rem" testId={`${testId}-search`} />
      <DataTable<T>
        testId={`${testId}-table`}
        columns={columns}
        {...page}
        rowTestId={(row) => `${testId}-${row.id}`}
        onPaginationChange={selected.clearOnPageChange(page.onPaginationChange)}
        {...(mayEdit ? { selectable: () => true, ...selected.tableProps } : {})}
        emptyMessage={props.emptyMessage}
        toolbar={
          mayEdit ? (
            <>
              <DeleteSelectedButton selected={selected} testId={`${testId}-delete`} />
              <Button size="small" variation="primary" onClick={() => setEditing('novo')} data-testid={`${testId}-new`}>
                {props.newLabel}
              </Button>
            </>
          ) : undefined
        }
      />
      {total !== null ? (
        <Text fontSize="small" color="font.secondary">
          {props.totalLabel(total)}
        </Text>
      ) : null}
      {editing !== null ? props.modal(editing === 'novo' ? null : editing, () => setEditing(null)) : null}
    </Flex>
  );
}
