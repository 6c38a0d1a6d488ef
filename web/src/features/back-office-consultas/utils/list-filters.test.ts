import { describe, expect, it } from 'vitest';
import { activeFilterCount, credenciadaPadrao, credenciadaTodas, defaultFilters, toApiFilter } from './list-filters';

const today = '2026-03-10';

describe('back office list filters', () => {
  it('opens on the default provider scheduled from 10 days before to 30 days ahead, counted as no filter', () => {
    // Act
    const filters = defaultFilters(today);

    // Assess
    expect(filters.id_credenciada).toBe(credenciadaPadrao);
    expect(toApiFilter(filters)).toEqual({ agendamento_at: ['2026-02-28', '2026-04-09'] });
    expect(activeFilterCount(filters, today)).toBe(0);
  });

  it('sends an empty provider list for every provider and one id for a chosen clinic', () => {
    expect(toApiFilter({ ...defaultFilters(today), id_credenciada: credenciadaTodas }).id_credenciada).toEqual([]);
    expect(toApiFilter({ ...defaultFilters(today), id_credenciada: '' }).id_credenciada).toEqual([]);
    expect(activeFilterCount({ ...defaultFilters(today), id_credenciada: credenciadaTodas }, today)).toBe(1);
    expect(toApiFilter({ ...defaultFilters(today), id_credenciada: 'C9' }).id_credenciada).toEqual(['C9']);
    expect(activeFilterCount({ ...defaultFilters(today), id_credenciada: 'C9' }, today)).toBe(1);
  });

  it('sends the company, statuses and deleted choice when set', () => {
    const filter = toApiFilter({ ...defaultFilters(today), id_empresa: 'E1', id_tipo_status: [54], deleted: '0' });
    expect(filter).toMatchObject({ id_empresa: ['E1'], id_tipo_status: [54], deleted: 0 });
  });
});
