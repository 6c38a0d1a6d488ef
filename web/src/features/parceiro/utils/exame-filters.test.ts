import { describe, expect, it } from 'vitest';
import {
  activeExameFilterCount,
  defaultExameFilters,
  readExameFilters,
  situacaoBadge,
  toApiFilter,
  writeExameFilters,
} from './exame-filters';

const today = '2024-03-31';

describe('the partner list filters', () => {
  it('default to every situation over 30 days back to 30 days ahead', () => {
    expect(defaultExameFilters(today)).toEqual({ situacao: '', data: ['2024-03-01', '2024-04-30'] });
    expect(activeExameFilterCount(defaultExameFilters(today), today)).toBe(0);
  });

  it('count each filter that differs from the defaults', () => {
    expect(activeExameFilterCount({ situacao: 'pendente', data: ['2024-03-01', '2024-04-30'] }, today)).toBe(1);
    expect(activeExameFilterCount({ situacao: 'realizado', data: ['2024-01-01', '2024-04-30'] }, today)).toBe(2);
  });

  it('send the API only what is set', () => {
    expect(toApiFilter({ situacao: '', data: ['', ''] })).toEqual({});
    expect(toApiFilter({ situacao: 'realizado', data: ['2024-03-01', ''] })).toEqual({ situacao: 'realizado', data: ['2024-03-01', null] });
  });

  it('travel in the address and come back, leaving it clean at the defaults', () => {
    const filters = { situacao: 'pendente' as const, data: ['2024-02-01', '2024-03-10'] as [string, string] };
    expect(readExameFilters(writeExameFilters(filters, today), today)).toEqual(filters);
    expect(writeExameFilters(defaultExameFilters(today), today)).toBeNull();
  });

  it('read an unreadable or tampered address as the defaults', () => {
    expect(readExameFilters('{nope', today)).toEqual(defaultExameFilters(today));
    expect(readExameFilters('{"situacao":"talvez","data":["ontem",""]}', today)).toEqual({ situacao: '', data: ['2024-03-01', ''] });
  });
});

describe('the situation badge', () => {
  it('says pending in yellow, done in green and cancelled in red', () => {
    expect(situacaoBadge('pendente')).toEqual({ label: 'Pendente', variation: 'warning' });
    expect(situacaoBadge('realizado')).toEqual({ label: 'Realizado', variation: 'success' });
    expect(situacaoBadge('cancelada')).toEqual({ label: 'Consulta cancelada', variation: 'error' });
  });
});
