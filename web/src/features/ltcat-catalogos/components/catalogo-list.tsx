import { Button, Flex, Link as AmplifyLink, Text } from '@aws-amplify/ui-react';
import { recordsDeletedMessage } from '@ocupacional/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { saveBase64File } from '../../../lib/download-file';
import type { ListState } from '../../../lib/use-list-state';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { DeleteSelectedButton, useDeleteSelected } from '../../../ui/data-table/delete-selected';
import { knownTotal, serverListProps, type PageQuery } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import { useNotify } from '../../../ui/notifications';

/*
 * The list screen of the LTCAT catalogues (issue 15): the registry list of issue 14 (search, server pages, Excel,
 * 'Novo', per row 'Editar' and 'Excluir' after the spec's confirmation), with what these screens add: the spec 3 §6
 * permission instead of the administrators-only rule, filters above the table and a warning.
 */

/** A catalogue's row: a name (the first column, a link to the edit route). */
export interface CatalogoRow {
  readonly id: string;
  readonly nome: string;
}

export type CatalogoColumns<T extends CatalogoRow> = ReturnType<ReturnType<typeof dataTableColumns<T>>['columns']>;

export interface CatalogoListProps<T extends CatalogoRow> {
  readonly testId: string;
  readonly list: ListState;
  readonly rows: PageQuery<T>;
  readonly columns: CatalogoColumns<T>;
  readonly remove: { mutateAsync: (ids: string[]) => Promise<unknown>; isPending: boolean };
  /** Whether the user may create, edit and delete (the spec's permission; administrators pass). */
  readonly mayEdit: boolean;
  readonly getExcel?: () => Promise<{ contents: string; filename: string; contentType: string }>;
  readonly newUrl: string;
  readonly editUrl: (row: T) => string;
  readonly newLabel: string;
  readonly searchPlaceholder: string;
  readonly emptyMessage: string;
  readonly totalLabel: (total: number) => string;
  /** Above the search: the screen's warning and filters. */
  readonly header?: ReactNode;
}

export function CatalogoList<T extends CatalogoRow>(props: CatalogoListProps<T>) {
  const { testId, list, rows, remove, mayEdit } = props;
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
        () => undefined, // the HTTP client has shown the answer
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
    // The screen's props are module-level constants of its page.
  }, [mayEdit, remove.mutateAsync]);

  async function exportExcel() {
    if (!props.getExcel) return;
    setExporting(true);
    try {
      saveBase64File(await props.getExcel());
    } catch {
      // the HTTP client has shown the failure
    } finally {
      setExporting(false);
    }
  }

  return (
    <Flex direction="column" gap="medium" data-testid={`${testId}-page`}>
      {props.header}
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
            {props.getExcel ? (
              <Button size="small" onClick={() => void exportExcel()} isLoading={exporting} loadingText="Exportando..." data-testid={`${testId}-excel`}>
                Exportar Excel
              </Button>
            ) : null}
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
