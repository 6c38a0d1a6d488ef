import type { OnChangeFn, PaginationState } from '@tanstack/react-table';
import { ApiError } from '../../lib/api-client';
import { pagerOf } from '../../lib/use-list-state';
import type { ListPager, ListState, PageAnswer } from '../../lib/use-list-state';

/** What a failed load shows in the table: the API's status and message; other failures are not the table's to say. */
export function loadErrorOf(error: unknown): { status: number; msg: string } | null {
  return error instanceof ApiError ? { status: error.status, msg: error.msg } : null;
}

/** A list query's result as the table reads it. */
export interface PageQuery<T> {
  data?: { data: T[]; pagination: PageAnswer } | undefined;
  isPending: boolean;
  error: unknown;
}

/** The DataTable props of a server page: its rows, the pager and where the list is. */
export interface ServerPageProps<T> {
  data: T[];
  loading: boolean;
  error: { status: number; msg: string } | null;
  pager: ListPager;
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
}

// One stable empty page for every list (a new [] each render would recompute every row).
const noRows: never[] = [];

/**
 * The DataTable props of a server page from its query and the list's state: the page's rows, loading, the load
 * error, and the pager (page numbers when the last page is known, open-ended while the answer has a `next`), whose
 * turns carry the cursor of the page after the one shown.
 *
 * @example const page = serverPageProps(funcionarios, list);
 * <DataTable columns={columns} {...page} onPaginationChange={selected.clearOnPageChange(page.onPaginationChange)} />
 */
export function serverPageProps<T>(query: PageQuery<T>, list: Pick<ListState, 'paging' | 'pageHandler'>): ServerPageProps<T> {
  const answer = query.data?.pagination;
  return {
    data: query.data?.data ?? (noRows as T[]),
    loading: query.isPending,
    error: loadErrorOf(query.error),
    pager: pagerOf(list.paging, answer),
    pagination: list.paging.pagination,
    onPaginationChange: list.pageHandler(answer),
  };
}

/**
 * The DataTable props of a server list: {@link serverPageProps} and rows keyed by their id.
 *
 * @example <DataTable columns={columns} {...serverListProps(consultas, list)} emptyMessage="…" />
 */
export function serverListProps<T extends { id: string }>(query: PageQuery<T>, list: Pick<ListState, 'paging' | 'pageHandler'>) {
  return { ...serverPageProps(query, list), getRowId: (row: T) => row.id };
}

/**
 * The total under a list ('N funcionário(s)'): shown only when the server knows it (a narrowing filter without a
 * counter answers `total: null`).
 */
export function knownTotal(query: Pick<PageQuery<unknown>, 'data'>): number | null {
  return query.data?.pagination.total ?? null;
}
