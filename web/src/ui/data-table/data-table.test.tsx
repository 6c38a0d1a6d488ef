import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, dataTableColumns } from './data-table';
import { scheduleTone } from './row-tone';
import { useRowWindow, virtualizeAbove } from './virtual-rows';

/* Rendered to HTML on the server (no DOM needed): what the list shows for its rows, page sizes and filters. */

interface Consulta {
  id: string;
  funcionario: string;
  data_age: string;
  deleted_at: string | null;
}

const col = dataTableColumns<Consulta>();
const columns = col.columns([
  col.accessor('id', { header: 'Consulta' }),
  col.accessor('funcionario', { header: 'Funcionário' }),
]);
const rows: Consulta[] = [
  { id: '1', funcionario: 'Ana', data_age: '2025-01-10', deleted_at: null },
  { id: '2', funcionario: 'Bruno', data_age: '2025-01-20', deleted_at: null },
  { id: '3', funcionario: 'Carla', data_age: '2025-01-15', deleted_at: '2025-01-14T10:00:00Z' },
];

function render(extra: Partial<Parameters<typeof DataTable<Consulta>>[0]> = {}): string {
  return renderToStaticMarkup(
    <DataTable<Consulta>
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      rowTone={(row) => scheduleTone({ date: row.data_age, today: '2025-01-15', deleted: row.deleted_at !== null })}
      isDeleted={(row) => row.deleted_at !== null}
      {...extra}
    />,
  );
}

describe('DataTable', () => {
  it('shows each row with its colour, and a deleted row struck through', () => {
    // Act
    const html = render();

    // Assess
    expect(html).toContain('Funcionário');
    expect(html).toMatch(/class="[^"]*oc-row oc-row--warning[^"]*"[^>]*>.*Ana/);
    expect(html).toMatch(/class="[^"]*oc-row oc-row--info[^"]*"[^>]*>.*Bruno/);
    expect(html).toMatch(/class="[^"]*oc-row oc-row--error oc-row--deleted[^"]*"[^>]*>.*Carla/);
  });

  it('offers the page sizes 5, 10 to 100 and 200 to 900, with 50 chosen', () => {
    // Act
    const html = render();

    // Assess
    const sizes = [...html.matchAll(/<option value="(\d+)"/g)].map((match) => Number(match[1]));
    expect(sizes).toEqual([5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(html).toMatch(/<option value="50" selected="">/);
  });

  it('shows the active-filter count on the filter button', () => {
    // Act
    const html = render({ filters: <span>campos</span>, activeFilters: 3 });

    // Assess
    expect(html).toMatch(/Filtros.*data-testid="active-filters"[^>]*>3</);
  });

  it('shows the status and message of a failed load', () => {
    // Act
    const html = render({ data: [], error: { status: 403, msg: 'Sem permissão' } });

    // Assess
    expect(html).toContain('Erro 403');
    expect(html).toContain('Sem permissão');
  });

  it('adds a checkbox per row when rows can be chosen, off for the rows that may not be', () => {
    // Act
    const html = render({ selectable: (row) => row.deleted_at === null, rowTestId: (row) => `consulta-${row.id}` });

    // Assess
    const boxes = [...html.matchAll(/<input type="checkbox" aria-label="Selecionar"([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(boxes).toHaveLength(3);
    expect(boxes.map((attributes) => attributes.includes('disabled'))).toEqual([false, false, true]);
    expect(html).toContain('aria-label="Selecionar todos"');
    expect(html).toContain('data-testid="consulta-3"');
  });

  it('pages open-ended: the pages it can open and an active next while the server has more', () => {
    // Act
    const more = render({ pager: { totalPages: 2, hasMorePages: true }, pagination: { pageIndex: 1, pageSize: 50 }, onPaginationChange: () => undefined });
    const last = render({ pager: { totalPages: 2, hasMorePages: false }, pagination: { pageIndex: 1, pageSize: 50 }, onPaginationChange: () => undefined });

    // Assess
    expect(pageButtons(more)).toEqual(['1', '2']);
    expect(nextButton(more)).not.toContain('disabled');
    expect(nextButton(last)).toContain('disabled');
  });

  it('numbers every page when the last page is known', () => {
    // Act
    const html = render({ pager: { totalPages: 25, hasMorePages: false }, pagination: { pageIndex: 0, pageSize: 50 }, onPaginationChange: () => undefined });

    // Assess
    expect(pageButtons(html)).toEqual(['1', '2', '3', '4', '5', '25']); // Amplify's range, with an ellipsis
    expect(nextButton(html)).not.toContain('disabled');
  });
});

/* Long pages (200–900 rows) draw only the rows in view. */

const many: Consulta[] = Array.from({ length: 900 }, (_, index) => ({
  id: String(index),
  funcionario: `Funcionário ${index}`,
  data_age: '2025-01-10',
  deleted_at: null,
}));

describe('DataTable with a long page', () => {
  it('draws far fewer rows than the page holds, from the top, keeping the rows\' test ids', () => {
    // Act
    const html = renderToStaticMarkup(
      <DataTable<Consulta>
        columns={columns}
        data={many}
        getRowId={(row) => row.id}
        rowTestId={(row) => `consulta-${row.id}`}
        pagination={{ pageIndex: 0, pageSize: 900 }}
        onPaginationChange={() => undefined}
        pager={{ totalPages: 1, hasMorePages: false }}
      />,
    );

    // Assess
    const drawn = [...html.matchAll(/data-testid="consulta-(\d+)"/g)].map((match) => Number(match[1]));
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(100);
    expect(drawn[0]).toBe(0);
    expect(drawn).not.toContain(899);
    expect(html).toContain('oc-data-table__scroll--virtual');
    expect(html).toContain('oc-data-table__spacer');
  });

  it('draws every row of a page up to 100 rows', () => {
    // Act
    const html = render({ data: many.slice(0, virtualizeAbove), rowTestId: (row) => `consulta-${row.id}` });

    // Assess
    expect(html.match(/data-testid="consulta-\d+"/g)).toHaveLength(50); // the client pages at 50
  });

  it('draws the rows in view once scrolled down, none of the top', () => {
    // Prepare
    let drawn: number[] = [];
    function Probe({ offset }: { offset: number }) {
      drawn = useRowWindow({ count: 900, getScrollElement: () => null, initialOffset: offset }).indexes;
      return null;
    }

    // Act
    renderToStaticMarkup(<Probe offset={0} />);
    const top = drawn;
    renderToStaticMarkup(<Probe offset={20_000} />);
    const scrolled = drawn;

    // Assess
    expect(top[0]).toBe(0);
    expect(scrolled.length).toBeLessThan(100);
    expect(scrolled[0]).toBeGreaterThan(400);
    expect(scrolled).not.toContain(0);
    expect(scrolled.at(-1)).toBeLessThan(899);
  });
});

function pageButtons(html: string): string[] {
  return [...html.matchAll(/aria-label="Página (\d+)"|aria-current="page"[^>]*>(?:<[^>]+>[^<]*<\/[^>]+>)?(\d+)/g)]
    .map((match) => match[1] ?? match[2] ?? '')
    .sort((a, b) => Number(a) - Number(b));
}

function nextButton(html: string): string {
  return /<button[^>]*aria-label="Próxima página"[^>]*>/.exec(html)?.[0] ?? '';
}
