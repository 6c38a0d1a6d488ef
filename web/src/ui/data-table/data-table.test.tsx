import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, dataTableColumns } from './data-table';
import { scheduleTone } from './row-tone';

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
});
