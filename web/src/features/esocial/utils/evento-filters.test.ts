import { describe, expect, it } from 'vitest';
import { activeEventoFilterCount, emptyEventoFilters, layoutFromParam, rangeOpenStart, statusOfAutomaticSend, toEventoApiFilter } from './evento-filters';

const today = '2026-03-10';

describe('activeEventoFilterCount (the badge)', () => {
  it('counts nothing on empty filters', () => {
    // Act
    const count = activeEventoFilterCount(emptyEventoFilters());

    // Assess
    expect(count).toBe(0);
  });

  it('counts company, FDT, employee, automatic flag, date range and show option, not the status list', () => {
    // Prepare
    const filters = {
      id_empresa: 'E1',
      id_fdt: 'F1',
      id_funcionario: 'P1',
      envio_automatico: true,
      created_at: ['2026-01-01', ''] as [string, string],
      mostrar: 4 as const,
      id_tipo_status: statusOfAutomaticSend(),
    };

    // Act
    const count = activeEventoFilterCount(filters);

    // Assess
    expect(count).toBe(6);
  });

  it('leaves out the fixed company of the empresa area', () => {
    // Prepare
    const filters = { ...emptyEventoFilters(), id_empresa: 'E1', mostrar: 2 as const };

    // Act
    const count = activeEventoFilterCount(filters, true);

    // Assess
    expect(count).toBe(1);
  });
});

describe('toEventoApiFilter', () => {
  it('sends only what holds a value', () => {
    // Act
    const filter = toEventoApiFilter({ ...emptyEventoFilters(), mostrar: 2 }, today);

    // Assess
    expect(filter).toEqual({ mostrar: 2 });
  });

  it('closes a half-open range and sends the automatic flag as 1 with the statuses', () => {
    // Prepare
    const filters = { ...emptyEventoFilters(), envio_automatico: true, created_at: ['', '2026-02-01'] as [string, string], id_tipo_status: [328, 331] };

    // Act
    const filter = toEventoApiFilter(filters, today);
    const open = toEventoApiFilter({ ...emptyEventoFilters(), created_at: ['2026-02-01', ''] }, today);

    // Assess
    expect(filter).toEqual({ envio_automatico: 1, created_at: [rangeOpenStart, '2026-02-01'], id_tipo_status: [328, 331] });
    expect(open.created_at).toEqual(['2026-02-01', '2026-03-11']);
  });

  it('never sends the company in the empresa area (the API narrows to the logged one)', () => {
    // Act
    const filter = toEventoApiFilter({ ...emptyEventoFilters(), id_empresa: 'E1', id_fdt: 'F1' }, today, true);

    // Assess
    expect(filter).toEqual({ id_fdt: 'F1' });
  });
});

describe('statusOfAutomaticSend and layoutFromParam', () => {
  it('gives the automatic-send statuses and reads only the layouts with a table', () => {
    // Act and assess
    expect(statusOfAutomaticSend()).toEqual([328, 331, 336, 335, 330]);
    expect(layoutFromParam('S-2240')).toBe('S-2240');
    expect(layoutFromParam('S-1000')).toBeNull();
    expect(layoutFromParam(null)).toBeNull();
  });
});
