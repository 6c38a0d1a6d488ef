import { describe, expect, it } from 'vitest';
import type { ListPaging } from '../../lib/use-list-state';
import { knownTotal, serverListProps } from './server-page';

/* The DataTable props of a server list: the pager from the answer, the page turn carrying its cursor. */

interface Row {
  id: string;
}

function listAt(paging: ListPaging) {
  const turns: unknown[] = [];
  return {
    turns,
    list: {
      paging,
      pageHandler: (answer: unknown) => (requested: unknown) => void turns.push({ answer, requested }),
    },
  };
}

const onPage1: ListPaging = { pagination: { pageIndex: 0, pageSize: 50 }, cursors: [] };

describe('serverListProps', () => {
  it('pages open-ended when the total is unknown, the turn knowing the answer and its next', () => {
    // Prepare
    const { list, turns } = listAt(onPage1);
    const answer = { page: 1, pagination: 50, total: null, last_page: null, next: 'c2' };

    // Act
    const props = serverListProps<Row>({ data: { data: [{ id: 'a' }], pagination: answer }, isPending: false, error: null }, list);
    props.onPaginationChange({ pageIndex: 1, pageSize: 50 });

    // Assess
    expect(props.pager).toEqual({ totalPages: 1, hasMorePages: true });
    expect(props.pagination).toEqual({ pageIndex: 0, pageSize: 50 });
    expect(props.getRowId({ id: 'a' })).toBe('a');
    expect(turns).toEqual([{ answer, requested: { pageIndex: 1, pageSize: 50 } }]);
  });

  it('numbers the pages of a list paged in memory as before', () => {
    // Prepare
    const { list } = listAt(onPage1);

    // Act
    const props = serverListProps<Row>(
      { data: { data: [], pagination: { page: 1, total: 120, last_page: 3 } }, isPending: false, error: null },
      list,
    );

    // Assess
    expect(props.pager).toEqual({ totalPages: 3, hasMorePages: false });
  });

  it('shows one page and the loader before the first answer', () => {
    // Prepare
    const { list } = listAt(onPage1);

    // Act
    const props = serverListProps<Row>({ data: undefined, isPending: true, error: null }, list);

    // Assess
    expect(props).toMatchObject({ data: [], loading: true, error: null, pager: { totalPages: 1, hasMorePages: false } });
  });
});

describe('knownTotal', () => {
  it('gives the total only when the server knows it', () => {
    // Act
    const known = knownTotal({ data: { data: [], pagination: { page: 1, total: 7, last_page: 1 } } });
    const unknown = knownTotal({ data: { data: [], pagination: { page: 1, total: null, last_page: null, next: null } } });
    const loading = knownTotal({ data: undefined });

    // Assess
    expect(known).toBe(7);
    expect(unknown).toBeNull();
    expect(loading).toBeNull();
  });
});
