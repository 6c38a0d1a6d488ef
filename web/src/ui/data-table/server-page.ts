import { ApiError } from '../../lib/api-client';
import type { ListState } from '../../lib/use-list-state';

/** What a failed load shows in the table: the API's status and message; other failures are not the table's to say. */
export function loadErrorOf(error: unknown): { status: number; msg: string } | null {
  return error instanceof ApiError ? { status: error.status, msg: error.msg } : null;
}

interface PageQuery<T> {
  data?: { data: T[]; pagination: { total: number } } | undefined;
  isPending: boolean;
  error: unknown;
}

// One stable empty page for every list (a new [] each render would recompute every row).
const noRows: never[] = [];

/**
 * The DataTable props of a server page from its query: the page's rows, the total, loading and the load error.
 *
 * @example <DataTable columns={columns} {...serverPageProps(list)} pagination={pagination} />
 */
export function serverPageProps<T>(query: PageQuery<T>) {
  return {
    data: query.data?.data ?? (noRows as T[]),
    rowCount: query.data?.pagination.total ?? 0,
    loading: query.isPending,
    error: loadErrorOf(query.error),
  };
}

/**
 * The DataTable props of a server list: {@link serverPageProps}, rows keyed by their id, and the list's page.
 *
 * @example <DataTable columns={columns} {...serverListProps(consultas, list)} emptyMessage="…" />
 */
export function serverListProps<T extends { id: string }>(query: PageQuery<T>, list: Pick<ListState, 'pagination' | 'setPagination'>) {
  return {
    ...serverPageProps(query),
    getRowId: (row: T) => row.id,
    pagination: list.pagination,
    onPaginationChange: list.setPagination,
  };
}
