import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { firstPageOf, pageQueryOf, useListState } from './use-list-state';
import type { ListState } from './use-list-state';

describe('useListState', () => {
  it('starts on the first page with the given page size and no search', () => {
    // Prepare
    let seen: ListState | undefined;
    function Probe() {
      seen = useListState(20);
      return null;
    }

    // Act
    renderToStaticMarkup(<Probe />);

    // Assess
    expect(seen?.query).toEqual({ search: '', page: 1, pagination: 20 });
    expect(seen?.searchField.value).toBe('');
  });

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
