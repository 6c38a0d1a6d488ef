import { describe, expect, it } from 'vitest';
import { activeFilterCount, defaultFilters, distinctOptions, readFilters, toApiFilter, writeFilters } from './list-filters';

const today = '2026-03-01';

describe('the clinic list filters', () => {
  it('start on the schedule window of 60 days back to today, which the badge does not count', () => {
    // Act
    const filters = defaultFilters(today);

    // Assess
    expect(filters.agendamento_at).toEqual(['2025-12-31', '2026-03-01']);
    expect(filters.created_at).toEqual(['', '']);
    expect(activeFilterCount(filters, today)).toBe(0);
  });

  it('count each filter that differs from the default window', () => {
    // Prepare
    const filters = { ...defaultFilters(today), id_empresa: 'E1', id_tipo_status: [54], agendamento_at: ['2026-02-01', '2026-03-01'] as [string, string] };

    // Act
    const count = activeFilterCount(filters, today);

    // Assess
    expect(count).toBe(3);
  });

  it('send only the filters holding a value, ids as lists and half-open ranges with a null end', () => {
    // Prepare
    const filters = {
      ...defaultFilters(today),
      id_empresa: 'E1',
      id_funcionario: 'F1',
      id_tipo_aso: [47, 52],
      created_at: ['2026-01-01', ''] as [string, string],
      deleted: '0' as const,
    };

    // Act
    const filter = toApiFilter(filters);

    // Assess
    expect(filter).toEqual({
      id_empresa: ['E1'],
      id_funcionario: ['F1'],
      id_tipo_aso: [47, 52],
      created_at: ['2026-01-01', null],
      agendamento_at: ['2025-12-31', '2026-03-01'],
      deleted: 0,
    });
  });

  it('send an emptied schedule window open, so the server does not put its default back', () => {
    // Act
    const filter = toApiFilter({ ...defaultFilters(today), agendamento_at: ['', ''] });

    // Assess
    expect(filter.agendamento_at).toEqual([null, null]);
  });

  it('keep non-default filters in the address and read them back, defaults for anything unreadable', () => {
    // Prepare
    const filters = { ...defaultFilters(today), agendamento_at: ['', ''] as [string, string] };

    // Act
    const written = writeFilters(filters, today);

    // Assess
    expect(written).not.toBeNull();
    expect(readFilters(written, today)).toEqual(filters);
    expect(writeFilters(defaultFilters(today), today)).toBeNull();
    expect(readFilters('{oops', today)).toEqual(defaultFilters(today));
  });

  it('offer each company once, by name, keeping the chosen one when the page no longer shows it', () => {
    // Act
    const options = distinctOptions(
      [
        { id: 'E2', nome: 'Zeta' },
        { id: 'E1', nome: 'Acme' },
        { id: 'E2', nome: 'Zeta' },
      ],
      { id: 'E9' },
    );

    // Assess
    expect(options).toEqual([
      { value: 'E1', label: 'Acme' },
      { value: 'E9', label: 'E9' },
      { value: 'E2', label: 'Zeta' },
    ]);
  });
});
