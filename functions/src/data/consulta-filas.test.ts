import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filaCounterChanges, filaCountersOf, filaLists } from './consulta-filas';
import { consultas, filaDaConsulta, filaDosStatus } from './entities/consulta';

/* The ASO lists' queues and their day counters (issue 17). */

const consulta = { empresaId: 'E1', dtCad: '2026-11-25T02:30:00.000Z', tipoStatus: 69 };

describe('ASO list queues', () => {
  beforeEach(() => {
    vi.stubEnv('TABLE_NAME', 'ocupacional-unit');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('put 68 and 69 in one queue, every other status in its own, deleted ones in none listed', () => {
    expect([68, 69, 66, 55].map((tipoStatus) => filaDaConsulta({ tipoStatus }))).toEqual(['aso', 'aso', '66', '55']);
    expect(filaDaConsulta({ tipoStatus: 69, deletedAt: 'x' })).toBe('x');
  });

  it('tell which statuses one queue answers whole, in part, or not at all', () => {
    expect(filaDosStatus([68, 69])).toEqual({ fila: 'aso', exata: true });
    expect(filaDosStatus([68])).toEqual({ fila: 'aso', exata: false });
    expect(filaDosStatus([66])).toEqual({ fila: '66', exata: true });
    expect(filaDosStatus([66, 68])).toBeUndefined();
  });

  it('count a consultation on its São Paulo creation day, in its queue and company and among all', () => {
    // 02:30 UTC is still the 24th in São Paulo
    const names = filaCountersOf(consulta);
    expect(names).toHaveLength(8);
    expect(names).toContain(`${filaLists.fila}#aso#d#2026-11-24`);
    expect(names).toContain(`${filaLists.empresaFila}#E1#aso#d#2026-11-24`);
    expect(names).toContain(`${filaLists.todas}#d#2026-11-24`);
    expect(names).toContain(`${filaLists.empresa}#E1#d#2026-11-24`);
    expect(filaCountersOf({ ...consulta, deletedAt: 'x' })).toEqual([]);
  });

  it('move only the queue counters on a release, and every counter on a creation', () => {
    expect(filaCounterChanges('t', null, consulta)).toHaveLength(8);
    // 69 → 66: the 'aso' queue's day and block −1, the '66' queue's +1, tenant-wide and in the company
    expect(filaCounterChanges('t', consulta, { ...consulta, tipoStatus: 66 })).toHaveLength(8);
    expect(filaCounterChanges('t', consulta, { ...consulta, tipoStatus: 68 })).toEqual([]);
  });

  it('derive the queue on a put, and move it on a status patch that names it with the company', () => {
    const item = {
      tenant: 't', idCon: 1, empresaId: 'E1', empresaNome: 'e', funcionarioId: 'F', funcionarioNome: 'n', funcionarioCpf: '52998224725',
      credenciadaId: 'c', credenciadaNome: 'c', fdtId: 'f', fdtDescricao: 'f', funcaoId: 'x', funcaoNome: 'x', dataAge: '2026-11-25',
      tipoAso: 47, tipoStatus: 69, dtCad: consulta.dtCad,
    };
    expect(consultas().put(item).params().Item).toMatchObject({ gsi4pk: 'T#t#CONSULTA_FILA#aso', gsi5pk: 'T#t#EMPRESA#E1#CONSULTA_FILA#aso' });
    const patch = consultas().patch({ tenant: 't', idCon: 1 }).set({ tipoStatus: 66, fila: '66' }).composite({ empresaId: 'E1' }).params() as {
      ExpressionAttributeValues: Record<string, string>;
    };
    expect(patch.ExpressionAttributeValues).toMatchObject({ ':gsi4pk_u0': 'T#t#CONSULTA_FILA#66', ':gsi5pk_u0': 'T#t#EMPRESA#E1#CONSULTA_FILA#66' });
  });
});
