import { Badge, Button, Flex, Link as AmplifyLink, Text } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { saveBase64File } from '../../../lib/download-file';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { DeleteSelectedButton, useDeleteSelected } from '../../../ui/data-table/delete-selected';
import { knownTotal, serverListProps } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import { useNotify } from '../../../ui/notifications';
import { recordsDeletedMessage } from '@ocupacional/shared';
import type { RegistryListParams } from '../api/registry-calls';
import type { PageQuery } from '../../../ui/data-table/server-page';

/*
 * The list screen every back-office registry shows (issue 14): a search field (name or code prefix), the server's
 * pages, 'Exportar Excel' of what the search finds, 'Novo', and per row 'Editar' and 'Excluir' (with the chosen rows'
 * 'Excluir (N)'), each delete after 'O sistema vai excluir N registro(s). Deseja prosseguir?'. Saving and deleting
 * are for administrators (the API answers 403 otherwise): the buttons show only to them. Every registry's rows have a
 * name (the first column, a link to the edit route) and ativo (the Status column before the actions); the registry
 * declares the columns between them.
 */

/** The columns a registry declares with `dataTableColumns<T>().columns([...])`. */
export type RegistryColumns<T extends RegistryRow> = ReturnType<ReturnType<typeof dataTableColumns<T>>['columns']>;

/** A registry's row: every registry has a name and the ativo flag (0/1, as the API answers flags). */
export interface RegistryRow {
  readonly id: string;
  readonly nome: string;
  readonly ativo: 0 | 1;
}

export interface RegistryListPageProps<T extends RegistryRow> {
  /** data-testid root: '<testId>-page', '-table', '-search', '-new', '-excel', '-delete'. */
  readonly testId: string;
  /** The registry's own columns, between the name and the status. */
  readonly columns: RegistryColumns<T>;
  readonly useList: (params: RegistryListParams) => PageQuery<T>;
  readonly useDelete: () => { mutateAsync: (ids: string[]) => Promise<unknown>; isPending: boolean };
  readonly getExcel: (search: string | undefined) => Promise<{ contents: string; filename: string; contentType: string }>;
  readonly newUrl: string;
  readonly editUrl: (row: T) => string;
  readonly newLabel: string;
  readonly searchPlaceholder: string;
  readonly emptyMessage: string;
  /** '12 exame(s)'. */
  readonly totalLabel: (total: number) => string;
}

export function RegistryListPage<T extends RegistryRow>(props: RegistryListPageProps<T>) {
  const { testId } = props;
  const session = useSession(undefined);
  const usuario = session.data?.usuario;
  const mayEdit = Boolean(usuario?.is_adm || usuario?.is_sadm);
  const list = useListState();
  const rows = props.useList(list.query);
  const remove = props.useDelete();
  const selected = useDeleteSelected(remove);
  const confirmations = useConfirmations();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const page = serverListProps(rows, list);
  const total = knownTotal(rows);

  const columns = useMemo(() => {
    const col = dataTableColumns<T>();
    const deleteOne = async (row: T) => {
      if (!(await confirmations.deleteRecords(1))) return;
      await remove.mutateAsync([row.id]).then(
        () => notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' }),
        () => undefined, // the HTTP client has shown the answer (a 403 with the spec's delete message)
      );
    };
    return col.columns([
      col.display({
        id: 'nome',
        header: 'Nome',
        cell: ({ row }) => (
          <AmplifyLink as={Link} to={props.editUrl(row.original)}>
            {row.original.nome}
          </AmplifyLink>
        ),
      }),
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
              <Button as={Link} size="small" to={props.editUrl(row.original)} data-testid={`${testId}-edit`}>
                Editar
              </Button>
              <Button size="small" colorTheme="error" onClick={() => void deleteOne(row.original)} data-testid={`${testId}-delete-row`}>
                Excluir
              </Button>
            </Flex>
          ) : null,
      }),
    ]);
    // The registry's props are module-level constants of its page.
  }, [mayEdit, remove.mutateAsync]);

  async function exportExcel() {
    setExporting(true);
    try {
      saveBase64File(await props.getExcel(list.query.search));
    } catch {
      // the HTTP client has shown the failure
    } finally {
      setExporting(false);
    }
  }

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
          <>
            {mayEdit ? <DeleteSelectedButton selected={selected} testId={`${testId}-delete`} /> : null}
            <Button size="small" onClick={() => void exportExcel()} isLoading={exporting} loadingText="Exportando..." data-testid={`${testId}-excel`}>
              Exportar Excel
            </Button>
            {mayEdit ? (
              <Button as={Link} size="small" variation="primary" to={props.newUrl} data-testid={`${testId}-new`}>
                {props.newLabel}
              </Button>
            ) : null}
          </>
        }
      />
      {total !== null ? (
        <Text fontSize="small" color="font.secondary">
          {props.totalLabel(total)}
        </Text>
      ) : null}
    </Flex>
  );
}
