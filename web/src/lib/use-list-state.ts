import { defaultPageSize } from '@ocupacional/shared';
import type { Pagination } from '@ocupacional/shared';
import type { OnChangeFn, PaginationState, Updater } from '@tanstack/react-table';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** How long a list waits after the last key before searching (shorter than the lookups' 1000 ms). */
export const listSearchDebounceMs = 400;

/**
 * The page, page size and search a list endpoint takes (`page` counts from 1), and for a keyed list the `cursor`
 * of the page asked for (the `next` of the page before; absent on page 1 and for lists paged in memory).
 */
export interface ListPageQuery {
  search: string;
  page: number;
  pagination: number;
  cursor?: string;
}

/** What a list answer says about its neighbours: its page, total, last page and, for a keyed list, `next`. */
export type PageAnswer = Pick<Pagination, 'page' | 'total' | 'last_page' | 'next'>;

/**
 * Where a list is: the table's pagination and the cursor of each page it can open (`cursors[i]` opens page i + 1;
 * page 1 needs none). Cursors are only good for the search, filters and page size they were read with.
 */
export interface ListPaging {
  readonly pagination: PaginationState;
  readonly cursors: readonly (string | undefined)[];
}

/** What the pager shows: page buttons 1…totalPages, and 'next' past them while `hasMorePages`. */
export interface ListPager {
  totalPages: number;
  hasMorePages: boolean;
}

/** The list's pagination moved back to the first page, keeping the page size. */
export function firstPageOf(pagination: PaginationState): PaginationState {
  return { ...pagination, pageIndex: 0 };
}

/** The first page, every cursor forgotten (the search, a filter or the page size changed). */
export function firstPagingOf(paging: ListPaging): ListPaging {
  return { pagination: firstPageOf(paging.pagination), cursors: [] };
}

/** Whether the answer comes from a list read one page of an index at a time (it carries `next`, even null). */
export function isKeyed(answer: PageAnswer | undefined): boolean {
  return answer !== undefined && answer.next !== undefined;
}

/** The cursors once the answer of the page shown is known: its `next` opens the page after it. */
function learnedCursors(paging: ListPaging, answer: PageAnswer | undefined): readonly (string | undefined)[] {
  const shown = paging.pagination.pageIndex + 1;
  // A placeholder answer (the page before, kept while the new one loads) says nothing about this page.
  if (!answer || answer.page !== shown || typeof answer.next !== 'string') return paging.cursors;
  if (paging.cursors[shown] === answer.next) return paging.cursors;
  const cursors = [...paging.cursors];
  cursors[shown] = answer.next;
  return cursors;
}

/** The furthest page index the list can open: the last one whose cursor it holds (0: only the first). */
function reachableIndex(cursors: readonly (string | undefined)[]): number {
  for (let index = cursors.length - 1; index > 0; index -= 1) if (cursors[index] !== undefined) return index;
  return 0;
}

/**
 * Where the list goes when the table asks for `requested`, given the answer of the page shown: a new page size
 * goes back to page 1 and forgets the cursors; a keyed list opens only pages it holds a cursor for (those seen and
 * the one after the page shown), so a page number beyond them goes as far as it can; a list paged in memory opens
 * any page.
 *
 * @example turnPage({ pagination: { pageIndex: 0, pageSize: 50 }, cursors: [] }, { pageIndex: 1, pageSize: 50 }, { page: 1, total: null, last_page: null, next: 'c2' })
 * // { pagination: { pageIndex: 1, pageSize: 50 }, cursors: [undefined, 'c2'] }
 */
export function turnPage(paging: ListPaging, requested: PaginationState, answer: PageAnswer | undefined): ListPaging {
  if (requested.pageSize !== paging.pagination.pageSize) return { pagination: { pageIndex: 0, pageSize: requested.pageSize }, cursors: [] };
  const cursors = learnedCursors(paging, answer);
  const keyed = isKeyed(answer) || reachableIndex(cursors) > 0;
  const pageIndex = keyed ? Math.min(requested.pageIndex, reachableIndex(cursors)) : requested.pageIndex;
  return { pagination: { ...requested, pageIndex: Math.max(0, pageIndex) }, cursors };
}

/**
 * The pager of the page shown: a known last page gives every page number; an unknown one (a narrowing filter, no
 * counter) gives the pages the list can open and 'next' while the page shown has a `next` (open-ended paging).
 */
export function pagerOf(paging: ListPaging, answer: PageAnswer | undefined): ListPager {
  const shown = paging.pagination.pageIndex + 1;
  const hasNext = answer?.page === shown && typeof answer.next === 'string';
  // A counter a little behind the writes still lets 'next' through while the server answers a `next`.
  if (answer?.last_page != null) return { totalPages: Math.max(1, answer.last_page), hasMorePages: hasNext && shown >= answer.last_page };
  const opened = Math.max(shown, reachableIndex(paging.cursors) + 1);
  return { totalPages: opened, hasMorePages: hasNext && shown >= opened };
}

/** The query of a list endpoint for the settled search and where the list is (the cursor of the page asked for). */
export function pageQueryOf(search: string, paging: ListPaging | PaginationState): ListPageQuery {
  const { pagination, cursors } = 'cursors' in paging ? paging : { pagination: paging, cursors: [] };
  const cursor = cursors[pagination.pageIndex];
  return { search, page: pagination.pageIndex + 1, pagination: pagination.pageSize, ...(cursor ? { cursor } : {}) };
}

/** What changes where a list is. */
export type ListPagingAction =
  | { type: 'first' }
  | { type: 'turn'; requested: Updater<PaginationState>; answer: PageAnswer | undefined };

/** The reducer of {@link ListPaging}: back to page 1, or a turn of the table's pager. */
export function listPagingReducer(paging: ListPaging, action: ListPagingAction): ListPaging {
  if (action.type === 'first') return paging.pagination.pageIndex === 0 && paging.cursors.length === 0 ? paging : firstPagingOf(paging);
  const requested = typeof action.requested === 'function' ? action.requested(paging.pagination) : action.requested;
  return turnPage(paging, requested, action.answer);
}

/**
 * The state every server-paged list keeps: the typed search, the search once the typing pauses, the table's
 * pagination and the cursors of the pages seen. It goes back to the first page (forgetting the cursors) when the
 * search is typed or cleared, the page size changes, and when the page calls `toFirstPage` after its filters change.
 * The table's page handler takes the answer of the page shown (`pageHandler(answer)`): its `next` opens the page
 * after. `serverListProps(query, list)` wires both.
 *
 * @example const list = useListState(); const rows = useCertificados(tenant, list.query);
 */
export function useListState(pageSize: number = defaultPageSize) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, listSearchDebounceMs);
  const [paging, dispatch] = useReducer(listPagingReducer, { pagination: { pageIndex: 0, pageSize }, cursors: [] });
  const toFirstPage = useCallback(() => dispatch({ type: 'first' }), []);
  const type = useCallback(
    (value: string) => {
      setTyped(value);
      toFirstPage();
    },
    [toFirstPage],
  );
  const clear = useCallback(() => type(''), [type]);
  const pageHandler = useCallback(
    (answer: PageAnswer | undefined): OnChangeFn<PaginationState> =>
      (requested) => dispatch({ type: 'turn', requested, answer }),
    [],
  );
  const query = useMemo(() => pageQueryOf(search, paging), [search, paging]);
  return {
    typed,
    search,
    pagination: paging.pagination,
    paging,
    toFirstPage,
    /** The table's page handler for the page shown, whose answer gives the next page's cursor. */
    pageHandler,
    /** What the endpoint takes: settled search, 1-based page, page size and the page's cursor. */
    query,
    /** The bindings of a {@link ListSearchField}. */
    searchField: { value: typed, onChange: type, onClear: clear },
  };
}

export type ListState = ReturnType<typeof useListState>;
