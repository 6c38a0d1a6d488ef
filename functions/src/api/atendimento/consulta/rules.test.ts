import { describe, expect, it } from 'vitest';
import { consultaAcoes, consultaAlerta, credenciadaScheduleWindow, femoEditavel, historicoWindow } from './rules';
import { podeIniciar } from './credenciada-externas';
import { idConOf, visivelPara, type Leitor } from './access';

describe('the attendance rules', () => {
  it('let the FEMO change only while the consultation is attended and not released', () => {
    for (const status of [55, 56, 68, 69]) expect(femoEditavel(status), String(status)).toBe(true);
    for (const status of [54, 57, 58, 66, 67, 70, 194, 195]) expect(femoEditavel(status), String(status)).toBe(false);
  });

  it('offer release and cancel from 55, 56, 68, 69, print the ASO at 66 and 67, and nothing once deleted', () => {
    expect(consultaAcoes(55)).toEqual({ pode_liberar: true, pode_cancelar: true, aso_imprimivel: false, femo_editavel: true });
    expect(consultaAcoes(66)).toEqual({ pode_liberar: false, pode_cancelar: false, aso_imprimivel: true, femo_editavel: false });
    expect(consultaAcoes(67).aso_imprimivel).toBe(true);
    expect(consultaAcoes(70)).toEqual({ pode_liberar: false, pode_cancelar: false, aso_imprimivel: false, femo_editavel: false });
    expect(consultaAcoes(57).pode_cancelar).toBe(false);
    expect(consultaAcoes(55, true)).toEqual({ pode_liberar: false, pode_cancelar: false, aso_imprimivel: false, femo_editavel: false });
  });

  it('show the release day (São Paulo) at 66 and the no-change error at 57 and 58', () => {
    expect(consultaAlerta(66, '2024-05-11T01:30:00.000Z')).toEqual({
      tipo: 'sucesso',
      texto: 'Essa consulta foi LIBERADA em 10/05/2024',
    });
    expect(consultaAlerta(57, null)?.tipo).toBe('erro');
    expect(consultaAlerta(58, null)?.texto).toMatch(/Nenhuma alteração pode ser feita/);
    expect(consultaAlerta(55, null)).toBeNull();
    expect(consultaAlerta(67, '2024-05-10T12:00:00.000Z')).toBeNull();
  });

  it('read the clinic list from 60 days back to today unless the filter names the schedule days', () => {
    expect(credenciadaScheduleWindow(undefined, '2024-05-31')).toEqual({ start: '2024-04-01', end: '2024-05-31' });
    expect(credenciadaScheduleWindow({ start: '2024-06-01', end: '2024-06-10' }, '2024-05-31')).toEqual({
      start: '2024-06-01',
      end: '2024-06-10',
    });
    expect(credenciadaScheduleWindow({ start: '2024-01-01', end: null }, '2024-05-31')).toEqual({ start: '2024-01-01', end: '2024-05-31' });
    expect(credenciadaScheduleWindow({ start: '2024-06-05', end: null }, '2024-05-31')).toEqual({ start: '2024-06-05', end: '2024-06-05' });
    expect(credenciadaScheduleWindow({ start: null, end: '2024-03-31' }, '2024-05-31')).toEqual({ start: '2024-01-31', end: '2024-03-31' });
  });

  it('look 5 years back for a clinic and 10 for a company, to 30 days ahead', () => {
    expect(historicoWindow('credenciada', undefined, '2024-05-31')).toEqual({ start: '2019-05-31', end: '2024-06-30' });
    expect(historicoWindow('empresa', undefined, '2024-05-31')).toEqual({ start: '2014-05-31', end: '2024-06-30' });
    expect(historicoWindow('empresa', { start: '2020-01-01', end: null }, '2024-05-31')).toEqual({ start: '2020-01-01', end: '2024-06-30' });
  });

  it('offer start attendance only on a scheduled, not deleted, not generated consultation', () => {
    expect(podeIniciar({ tipoStatus: 54 })).toBe(true);
    expect(podeIniciar({ tipoStatus: 54, deletedAt: '2024-01-01T00:00:00.000Z' })).toBe(false);
    expect(podeIniciar({ tipoStatus: 54, idCon: 10 })).toBe(false);
    expect(podeIniciar({ tipoStatus: 55 })).toBe(false);
    expect(podeIniciar({ tipoStatus: 194 })).toBe(false);
  });

  it('show a clinic only its consultations, a company only its own and the back office all', () => {
    const item = { empresaId: 'E1', credenciadaId: 'C1' };
    const base = { tenant: 'demo', usuarioId: 'u', usuarioNome: 'U' };
    const as = (leitor: Leitor) => visivelPara(leitor, item);
    expect(as({ area: 'credenciada', credenciadaId: 'C1', ...base })).toBe(true);
    expect(as({ area: 'credenciada', credenciadaId: 'C2', ...base })).toBe(false);
    expect(as({ area: 'empresa', empresaId: 'E1', ...base })).toBe(true);
    expect(as({ area: 'empresa', empresaId: 'E2', ...base })).toBe(false);
    expect(as({ area: 'web', ...base })).toBe(true);
  });

  it('read a consultation number only from digits', () => {
    expect(idConOf('12')).toBe(12);
    expect(idConOf('0')).toBeUndefined();
    expect(idConOf('1e3')).toBeUndefined();
    expect(idConOf(undefined)).toBeUndefined();
  });
});
