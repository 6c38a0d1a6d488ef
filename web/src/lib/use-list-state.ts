import { defaultPageSize } from '@ocupacional/shared';
import type { PaginationState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** How long a list waits after the last key before searching (shorter than the lookups' 1000 ms). */
export const listSearchDebounceMs = 400;

/** The page, page size and search a list endpoint takes (`page` counts from 1). */
export interface ListPageQuery {
  search: string;
  page: number;
  pagination: number;
}

/** The list's pagination moved back to the first page, keeping the page size. */
export function firstPageOf(pagination: PaginationState): PaginationState {
  return { ...pagination, pageIndex: 0 };
}

/** The query of a list endpoint for the settled search and the table's pagination. */
export function pageQueryOf(search: string, pagination: PaginationState): ListPageQuery {
  return { search, page: pagination.pageIndex + 1, pagination: pagination.pageSize };
}

/**
 * The state every server-paged list keeps: the typed search, the search once the typing pauses, and the table's
 * pagination, which goes back to the first page when the search is typed or cleared (and when the page calls
 * `toFirstPage` after its filters change).
 *
 * @example const list = useListState(); const rows = useCertificados(tenant, list.query);
 */
export function useListState(pageSize: number = defaultPageSize) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, listSearchDebounceMs);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const toFirstPage = useCallback(() => setPagination(firstPageOf), []);
  const type = useCallback(
    (value: string) => {
      setTyped(value);
      toFirstPage();
    },
    [toFirstPage],
  );
  const clear = useCallback(() => type(''), [type]);
  return {
    typed,
    search,
    pagination,
    setPagination,
    toFirstPage,
    /** What the endpoint takes: settled search, 1-based page and page size. */
    query: pageQueryOf(search, pagination),
    /** The bindings of a {@link ListSearchField}. */
    searchField: { value: typed, onChange: type, onClear: clear },
  };
}

export type ListState = ReturnType<typeof useListState>;
