import { describe, expect, it } from 'vitest';
import { activeFilterCount, defaultFilters, readFilters, toApiFilter, toneOfColour, writeFilters } from './list-filters';

const today = '2025-03-10';

describe('defaultFilters', () => {
  it('opens the list on what was created in the last 60 days to today', () => {
    // Act
    const filters = defaultFilters(today);

    // Assess
    expect(filters.created_at).toEqual(['2025-01-09', '2025-03-10']);
    expect(toApiFilter(filters)).toEqual({ created_at: ['2025-01-09', '2025-03-10'] });
  });
});

describe('activeFilterCount (the badge)', () => {
  it('counts nothing on the default window', () => {
    // Act
    const count = activeFilterCount(defaultFilters(today), today);

    // Assess
    expect(count).toBe(0);
  });

  it('counts each filter that holds a value other than its default', () => {
    // Prepare
    const filters = {
      ...defaultFilters(today),
      id_credenciada: 'C1',
      id_tipo_status: [54, 194],
      agendamento_at: ['2025-03-01', ''] as [string, string],
      deleted: '0' as const,
    };

    // Act
    const count = activeFilterCount(filters, today);

    // Assess
    expect(count).toBe(4);
  });
});

describe('toApiFilter', () => {
  it('sends lists, half-open ranges and the deleted flag as the contract reads them', () => {
    // Prepare
    const filters = {
      ...defaultFilters(today),
      id_funcionario: 'F1',
      id_tipo_aso: [52],
      created_at: ['', ''] as [string, string],
      agendamento_at: ['', '2025-03-20'] as [string, string],
      deleted: '1' as const,
    };

    // Act
    const filter = toApiFilter(filters);

    // Assess
    expect(filter).toEqual({ id_funcionario: ['F1'], id_tipo_aso: [52], agendamento_at: [null, '2025-03-20'], deleted: 1 });
  });
});

describe('filters in the address', () => {
  it('keeps only filters that differ from the default and reads them back', () => {
    // Prepare
    const filters = { ...defaultFilters(today), id_tipo_status: [195] };

    // Act
    const written = writeFilters(filters, today);
    const read = readFilters(written, today);

    // Assess
    expect(writeFilters(defaultFilters(today), today)).toBeNull();
    expect(read).toEqual(filters);
    expect(readFilters('{nao é json', today)).toEqual(defaultFilters(today));
  });
});

describe('toneOfColour', () => {
  it('paints green, orange, blue and red rows as success, warning, info and error (spec 1 §2)', () => {
    // Assess
    expect(toneOfColour).toEqual({ verde: 'success', laranja: 'warning', azul: 'info', vermelho: 'error' });
  });
});
