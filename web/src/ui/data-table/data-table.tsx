import {
  Alert,
  Badge,
  Button,
  Flex,
  Loader,
  Pagination,
  SelectField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Text,
  View,
} from '@aws-amplify/ui-react';
import { defaultPageSize, pageSizeOptions } from '@ocupacional/shared';
import {
  createColumnHelper,
  createPaginatedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type {
  ColumnDef,
  OnChangeFn,
  PaginationState,
  RowData,
  RowSelectionState,
  TableOptions,
} from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ListPager } from '../../lib/use-list-state';
import { rowClassName } from './row-tone';
import type { RowTone } from './row-tone';
import { useRowWindow } from './virtual-rows';

/** The table features every list uses: pages and row selection (for deletes of N records). */
export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSelectionFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
export type DataTableFeatures = typeof dataTableFeatures;

/**
 * The column helper of a list's rows; declare columns at module scope so the table keeps them stable.
 *
 * @example const col = dataTableColumns<Consulta>(); const columns = col.columns([col.accessor('id', { header: 'Consulta' })]);
 */
export function dataTableColumns<T extends RowData>() {
  return createColumnHelper<DataTableFeatures, T>();
}

export interface DataTableProps<T extends RowData> {
  columns: TableOptions<DataTableFeatures, T>['columns'];
  /** Stable: the query's data, or a module-level empty array (a new [] each render recomputes every row). */
  data: TableOptions<DataTableFeatures, T>['data'];
  getRowId?: (row: T) => string;
  /**
   * Server pages (`serverPageProps`): the pager of the page `data` holds, page numbers up to `totalPages` and 'next'
   * past them while `hasMorePages`; omit to page `data` on the client.
   */
  pager?: ListPager;
  pagination?: PaginationState;
  onPaginationChange?: OnChangeFn<PaginationState>;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  loading?: boolean;
  /** A failed load: the table shows its status and message (spec 1 §8). */
  error?: { status: number; msg: string } | null;
  /** Row colour (spec 1 §2). */
  rowTone?: (row: T) => RowTone | undefined;
  /** Soft-deleted rows are struck through (spec 1 §4). */
  isDeleted?: (row: T) => boolean;
  /** The filter form; a 'Filtros' button shows and hides it. */
  filters?: ReactNode;
  /** The active-filter badge's count (countActiveFilters). */
  activeFilters?: number;
  /** Buttons beside the filter button (insert, delete selected…). */
  toolbar?: ReactNode;
  emptyMessage?: string;
  /** A checkbox column for selecting rows (deletes of N records); the function says which rows may be chosen. */
  selectable?: (row: T) => boolean;
  /** A data-testid per row, so browser tests find a record's row. */
  rowTestId?: (row: T) => string;
  testId?: string;
}

/** The checkbox column of a selectable table: the header selects the page's selectable rows. */
function selectionColumn<T extends RowData>(): ColumnDef<DataTableFeatures, T, unknown> {
  return createColumnHelper<DataTableFeatures, T>().display({
    id: 'selecao',
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label="Selecionar todos"
        checked={table.getIsAllPageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label="Selecionar"
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
        data-testid="row-select"
      />
    ),
  });
}

/**
 * The kit's list: columns from @tanstack/react-table, Amplify UI's table, page sizes 5, 10–100, 200–900 (default
 * 50, spec 1 §9), a filter panel with the active-filter badge, row colours and struck-through deleted rows.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const [ownPagination, setOwnPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: defaultPageSize });
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const pagination = props.pagination ?? ownPagination;
  const { selectable } = props;
  const columns = useMemo(
    () => (selectable ? [selectionColumn<T>(), ...props.columns] : props.columns),
    [selectable, props.columns],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns,
    enableRowSelection: selectable ? (row) => selectable(row.original) : false,
    data: props.data,
    getRowId: props.getRowId ? (row: T) => (props.getRowId as (row: T) => string)(row) : undefined,
    state: { pagination, rowSelection: props.rowSelection ?? ownSelection },
    onPaginationChange: props.onPaginationChange ?? setOwnPagination,
    onRowSelectionChange: props.onRowSelectionChange ?? setOwnSelection,
    manualPagination: props.pager !== undefined,
    // The list's state decides which server pages it can open (keyed lists need the page's cursor).
    pageCount: props.pager ? -1 : undefined,
  });

  const rows = table.getRowModel().rows;
  const pager = props.pager ?? { totalPages: Math.max(1, table.getPageCount()), hasMorePages: false };
  const columnCount = table.getAllLeafColumns().length;
  const scrollBox = useRef<HTMLDivElement>(null);
  const rowWindow = useRowWindow({ count: props.loading ? 0 : rows.length, getScrollElement: () => scrollBox.current });
  // A new page starts at its top.
  useEffect(() => {
    if (scrollBox.current) scrollBox.current.scrollTop = 0;
  }, [pagination.pageIndex, pagination.pageSize]);

  return (
    <Flex direction="column" gap="small" data-testid={props.testId}>
      {props.filters || props.toolbar ? (
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
          <Flex gap="small" alignItems="center">
            {props.filters ? (
              <Button size="small" onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen}>
                Filtros
                {props.activeFilters ? (
                  <Badge size="small" variation="info" marginInlineStart="xs" data-testid="active-filters">
                    {props.activeFilters}
                  </Badge>
                ) : null}
              </Button>
            ) : null}
          </Flex>
          <Flex gap="small">{props.toolbar}</Flex>
        </Flex>
      ) : null}
      {props.filters && filtersOpen ? <View>{props.filters}</View> : null}
      {props.error ? (
        <Alert variation="error" heading={`Erro ${props.error.status}`}>
          {props.error.msg}
        </Alert>
      ) : null}
      <div className={rowWindow.virtual ? 'oc-data-table__scroll oc-data-table__scroll--virtual' : 'oc-data-table__scroll'} ref={scrollBox}>
        <Table size="small" highlightOnHover variation="striped">
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  <TableCell as="th" key={header.id} colSpan={header.colSpan}>
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {props.loading ? (
              <TableRow>
                <TableCell colSpan={columnCount}>
                  <Flex justifyContent="center" padding="medium">
                    <Loader ariaLabel="Carregando..." />
                  </Flex>
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount}>
                  <Text textAlign="center">{props.emptyMessage ?? 'Nenhum registro encontrado'}</Text>
                </TableCell>
              </TableRow>
            ) : (
              <>
                {spacersBefore(rowWindow.indexes[0] ?? 0, rowWindow.before, columnCount)}
                {rowWindow.indexes.map((index) => {
                  const row = rows[index];
                  if (!row) return null;
                  return (
                    <TableRow
                      key={row.id}
                      ref={rowWindow.virtual ? rowWindow.measure : undefined}
                      data-index={rowWindow.virtual ? index : undefined}
                      className={rowClassName(props.rowTone?.(row.original), props.isDeleted?.(row.original) ?? false)}
                      data-testid={props.rowTestId?.(row.original)}
                    >
                      {row.getAllCells().map((cell) => (
                        <TableCell key={cell.id}>
                          <table.FlexRender cell={cell} />
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
                {rowWindow.after > 0 ? <Spacer height={rowWindow.after} columnCount={columnCount} /> : null}
              </>
            )}
          </TableBody>
        </Table>
      </div>
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <SelectField
          label="Registros por página"
          labelHidden
          size="small"
          value={String(pagination.pageSize)}
          onChange={(event) => table.setPageSize(Number(event.target.value))}
          data-testid="page-size"
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size} por página
            </option>
          ))}
        </SelectField>
        <Pagination
          currentPage={pagination.pageIndex + 1}
          totalPages={pager.totalPages}
          hasMorePages={pager.hasMorePages}
          onChange={(page) => table.setPageIndex((page ?? 1) - 1)}
          onNext={() => table.nextPage()}
          onPrevious={() => table.previousPage()}
          previousLabel="Página anterior"
          nextLabel="Próxima página"
          currentPageLabel="Página atual"
          pageLabel="Página"
        />
      </Flex>
    </Flex>
  );
}

/** A row standing for rows left out of a long page: it keeps the scroll bar's length. */
function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" className="oc-data-table__spacer">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * The spacer rows above the first drawn row: its height, and one more empty row when needed so each drawn row
 * keeps the odd/even place (Amplify's striping counts rows) it has in the whole page.
 */
function spacersBefore(firstIndex: number, height: number, columnCount: number): ReactNode {
  if (firstIndex === 0) return null;
  return (
    <>
      <Spacer height={height} columnCount={columnCount} />
      {firstIndex % 2 === 0 ? <tr aria-hidden="true" className="oc-data-table__spacer" /> : null}
    </>
  );
}
