import { describe, expect, it } from 'vitest';
import { activeLiberacaoFilters, defaultLiberacaoFilters, defaultReleaseFilters, toLiberacaoApiFilter } from './liberacao-filters';

const today = '2026-03-10';

describe('the ASO list filters (spec 2 §2)', () => {
  it('starts on statuses 68 and 69, created 60 days back to 1 day ahead, which the badge does not count', () => {
    // Act
    const defaults = defaultLiberacaoFilters(today);

    // Assess
    expect(defaults).toEqual({ id_tipo_status: [68, 69], id_tipo_aso: [], created_at: ['2026-01-09', '2026-03-11'], id_empresa: '' });
    expect(activeLiberacaoFilters(defaults, defaults)).toBe(0);
    expect(toLiberacaoApiFilter(defaults)).toEqual({ id_tipo_status: [68, 69], created_at: ['2026-01-09', '2026-03-11'] });
  });

  it('counts each filter changed from the defaults and sends only what holds a value', () => {
    // Prepare
    const filters = { ...defaultLiberacaoFilters(today), id_tipo_aso: [47], created_at: ['2026-02-01', ''] as [string, string] };

    // Act
    const count = activeLiberacaoFilters(filters, defaultLiberacaoFilters(today));
    const api = toLiberacaoApiFilter(filters);

    // Assess
    expect(count).toBe(2);
    expect(api).toEqual({ id_tipo_status: [68, 69], id_tipo_aso: [47], created_at: ['2026-02-01', null] });
  });

  it('leaves the status out of the company release list, which the API keeps at 66', () => {
    // Act
    const defaults = defaultReleaseFilters(today);

    // Assess
    expect(toLiberacaoApiFilter(defaults)).toEqual({ created_at: ['2026-01-09', '2026-03-11'] });
    expect(activeLiberacaoFilters({ ...defaults, id_tipo_aso: [52] }, defaults)).toBe(1);
  });
});
