import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@ocupacional/shared';
import { consultaCounterChanges, dayCounterNames, windowCounterNames } from './consulta-counters';

/** The days a counter name stands for: one day, or the ten days of its block. */
function daysOf(name: string): string[] {
  const [, kind, value] = /#([db])#([^#]+)$/.exec(name) ?? [];
  if (kind === 'd') return [value as string];
  const first = new Date(Number(value) * 10 * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: 10 }, (_, index) => addDays(first, index));
}

describe('window counters', () => {
  beforeEach(() => {
    vi.stubEnv('TABLE_NAME', 'ocupacional-unit');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('cover every day of a window exactly once, with at most 24 counters for 61 days', () => {
    for (let shift = 0; shift < 12; shift += 1) {
      // Prepare
      const end = addDays('2026-11-25', shift);
      const start = addDays(end, -60);
      // Act
      const names = windowCounterNames('lista#x', start, end);
      // Assess
      const days = names.flatMap(daysOf);
      expect(days.sort()).toEqual(Array.from({ length: 61 }, (_, index) => addDays(start, index)));
      expect(names.length).toBeLessThanOrEqual(24);
    }
  });

  it('name a row’s day and the block that holds it, so a window read sees it once', () => {
    const [day, block] = dayCounterNames('lista#x', '2026-11-25');
    expect(day).toBe('lista#x#d#2026-11-25');
    expect(daysOf(block as string)).toContain('2026-11-25');
    expect(windowCounterNames('lista#x', '2026-11-25', '2026-11-25')).toEqual([day]);
  });

  it('change only the badge counters when a scheduled consultation starts, merged per counter', () => {
    // Prepare
    const item = { empresaId: 'e1', credenciadaId: 'c1', dataAge: '2026-11-25T09:00', createdAt: '2026-11-20T12:00:00.000Z', tipoStatus: 54 };
    // Act
    const started = consultaCounterChanges('t', [[item, { ...item, tipoStatus: 55 }]]);
    const created = consultaCounterChanges('t', [[null, item]]);
    const replaced = consultaCounterChanges('t', [[null, item], [item, { ...item, deletedAt: '2026-11-25T10:00:00.000Z' }]]);
    // Assess
    const names = (operations: object[]) => JSON.stringify(operations);
    expect(started).toHaveLength(2);
    expect(names(started)).toContain('consultas-agendadas-credenciada#c1#d#2026-11-25');
    expect(names(started)).toContain('-1');
    expect(created).toHaveLength(6);
    expect(names(created)).toContain('consultas-externas-empresa#e1#d#2026-11-20');
    expect(names(created)).toContain('consultas-externas-credenciada#c1#d#2026-11-25');
    // The new one's badge +1 and the replaced one's −1 cancel: only the two lists' counters change.
    expect(replaced).toHaveLength(4);
    expect(names(replaced)).not.toContain('agendadas');
  });
});
