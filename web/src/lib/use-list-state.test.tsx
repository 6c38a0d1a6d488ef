import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { firstPageOf, listPagingReducer, pagerOf, pageQueryOf, turnPage, useListState } from './use-list-state';
import type { ListPaging, ListState, PageAnswer } from './use-list-state';

/* The hook is driven with updates made while it renders (React re-renders at once), so no DOM is needed. */

/** Renders a list and applies `steps` one after another, each on the list as the step before left it. */
function runList(pageSize: number, steps: ReadonlyArray<(list: ListState) => void>): ListState {
  let seen: ListState | undefined;
  function Probe() {
    const list = useListState(pageSize);
    const [done, setDone] = useState(0);
    seen = list;
    const step = steps[done];
    if (step) {
      step(list);
      setDone(done + 1);
    }
    return null;
  }
  renderToStaticMarkup(<Probe />);
  if (!seen) throw new Error('not rendered');
  return seen;
}

/** The answer of a keyed list's page: no counter for its filter, `next` the cursor of the page after. */
function keyed(page: number, next: string | null): PageAnswer {
  return { page, total: null, last_page: null, next };
}

/** The answer of a list paged in memory: a total, and no `next` at all. */
function inMemory(page: number, total: number, pageSize: number): PageAnswer {
  return { page, total, last_page: Math.ceil(total / pageSize) };
}

const start: ListPaging = { pagination: { pageIndex: 0, pageSize: 50 }, cursors: [] };

describe('useListState', () => {
  it('starts on the first page with the given page size, no search and no cursor', () => {
    // Act
    const list = runList(20, []);

    // Assess
    expect(list.query).toEqual({ search: '', page: 1, pagination: 20 });
    expect(list.searchField.value).toBe('');
  });

  it("carries the page's next as the cursor of the page after it", () => {
    // Act
    const list = runList(50, [
      (l) => l.pageHandler(keyed(1, 'c2'))((old) => ({ ...old, pageIndex: old.pageIndex + 1 })),
      (l) => l.pageHandler(keyed(2, 'c3'))((old) => ({ ...old, pageIndex: old.pageIndex + 1 })),
    ]);

    // Assess
    expect(list.query).toEqual({ search: '', page: 3, pagination: 50, cursor: 'c3' });
    expect(list.paging.cursors).toEqual([undefined, 'c2', 'c3']);
  });

  it('goes back to page 1, forgetting the cursors, when the search is typed', () => {
    // Act
    const list = runList(50, [
      (l) => l.pageHandler(keyed(1, 'c2'))({ pageIndex: 1, pageSize: 50 }),
      (l) => l.searchField.onChange('maria'),
    ]);

    // Assess
    expect(list.typed).toBe('maria');
    expect(list.query).toEqual({ search: '', page: 1, pagination: 50 });
    expect(list.paging.cursors).toEqual([]);
  });

  it('goes back to page 1, forgetting the cursors, when a filter changes (toFirstPage)', () => {
    // Act
    const list = runList(50, [(l) => l.pageHandler(keyed(1, 'c2'))({ pageIndex: 1, pageSize: 50 }), (l) => l.toFirstPage()]);

    // Assess
    expect(list.query).toEqual({ search: '', page: 1, pagination: 50 });
    expect(list.paging.cursors).toEqual([]);
  });

  it('goes back to page 1, forgetting the cursors, when the page size changes', () => {
    // Act
    const list = runList(50, [
      (l) => l.pageHandler(keyed(1, 'c2'))({ pageIndex: 1, pageSize: 50 }),
      (l) => l.pageHandler(keyed(2, 'c3'))({ pageIndex: 2, pageSize: 200 }),
    ]);

    // Assess
    expect(list.query).toEqual({ search: '', page: 1, pagination: 200 });
    expect(list.paging.cursors).toEqual([]);
  });
});

describe('turnPage', () => {
  it('opens the pages seen and the one after the page shown, and goes as far as it can beyond them', () => {
    // Prepare
    const onPage2 = turnPage(start, { pageIndex: 1, pageSize: 50 }, keyed(1, 'c2'));

    // Act
    const jump = turnPage(onPage2, { pageIndex: 6, pageSize: 50 }, keyed(2, 'c3'));
    const back = turnPage(jump, { pageIndex: 0, pageSize: 50 }, keyed(3, 'c4'));
    const again = turnPage(back, { pageIndex: 3, pageSize: 50 }, keyed(1, 'c2'));

    // Assess
    expect(jump.pagination.pageIndex).toBe(2);
    expect(pageQueryOf('', jump).cursor).toBe('c3');
    expect(back.pagination.pageIndex).toBe(0);
    expect(pageQueryOf('', back)).toEqual({ search: '', page: 1, pagination: 50 });
    expect(again.pagination.pageIndex).toBe(3);
    expect(pageQueryOf('', again).cursor).toBe('c4');
  });

  it('does not go past the last page of a keyed list', () => {
    // Act
    const moved = turnPage(start, { pageIndex: 1, pageSize: 50 }, keyed(1, null));

    // Assess
    expect(moved.pagination.pageIndex).toBe(0);
  });

  it("learns nothing from the page before's answer kept while the new page loads", () => {
    // Prepare
    const onPage2 = turnPage(start, { pageIndex: 1, pageSize: 50 }, keyed(1, 'c2'));

    // Act: page 2 still shows page 1's answer
    const moved = turnPage(onPage2, { pageIndex: 2, pageSize: 50 }, keyed(1, 'c2'));

    // Assess
    expect(moved.pagination.pageIndex).toBe(1);
    expect(moved.cursors).toEqual([undefined, 'c2']);
  });

  it('leaves lists paged in memory as they were: any page, no cursor', () => {
    // Act
    const moved = turnPage(start, { pageIndex: 6, pageSize: 50 }, inMemory(1, 1000, 50));

    // Assess
    expect(moved.pagination.pageIndex).toBe(6);
    expect(pageQueryOf('', moved)).toEqual({ search: '', page: 7, pagination: 50 });
  });

  it('applies the TanStack updater of a page turn to the page shown', () => {
    // Act
    const moved = listPagingReducer(start, { type: 'turn', requested: (old) => ({ ...old, pageIndex: old.pageIndex + 1 }), answer: keyed(1, 'c2') });

    // Assess
    expect(pageQueryOf('', moved)).toEqual({ search: '', page: 2, pagination: 50, cursor: 'c2' });
  });
});

describe('pagerOf', () => {
  it('pages open-ended while the total is unknown: the pages it can open, and next while the answer has one', () => {
    // Prepare
    const onPage2 = turnPage(start, { pageIndex: 1, pageSize: 50 }, keyed(1, 'c2'));

    // Act
    const more = pagerOf(onPage2, keyed(2, 'c3'));
    const last = pagerOf(onPage2, keyed(2, null));
    const loading = pagerOf(onPage2, keyed(1, 'c2'));

    // Assess
    expect(more).toEqual({ totalPages: 2, hasMorePages: true });
    expect(last).toEqual({ totalPages: 2, hasMorePages: false });
    expect(loading).toEqual({ totalPages: 2, hasMorePages: false });
  });

  it('numbers every page when the last page is known', () => {
    // Act
    const pager = pagerOf(start, { page: 1, total: 1234, last_page: 25, next: 'c2' });

    // Assess
    expect(pager).toEqual({ totalPages: 25, hasMorePages: false });
  });

  it('numbers the pages of a list paged in memory as before', () => {
    // Act
    const pager = pagerOf(start, inMemory(1, 120, 50));

    // Assess
    expect(pager).toEqual({ totalPages: 3, hasMorePages: false });
  });
});

describe('pageQueryOf', () => {
  it('moves back to the first page keeping the page size', () => {
    // Act
    const moved = firstPageOf({ pageIndex: 4, pageSize: 100 });

    // Assess
    expect(moved).toEqual({ pageIndex: 0, pageSize: 100 });
  });

  it('asks the endpoint for 1-based pages', () => {
    // Act
    const query = pageQueryOf('maria', { pageIndex: 2, pageSize: 50 });

    // Assess
    expect(query).toEqual({ search: 'maria', page: 3, pagination: 50 });
  });
});
