import { describe, expect, it } from 'vitest';
import { activeLoteFilters, confirmacaoEnvio, gerarLoteBody, gerarLoteDefaults, maskPeriodo, modoBotoes, semConsultaPendente } from './lote-rules';

describe('modoBotoes', () => {
  it('offers the three modes enabled as the API says', () => {
    // Act
    const botoes = modoBotoes('S-2220', { INC: false, ALT: true, EXC: true });

    // Assess
    expect(botoes).toEqual([
      { modo: 'INC', label: 'Inclusão', enabled: false },
      { modo: 'ALT', label: 'Alteração', enabled: true },
      { modo: 'EXC', label: 'Exclusão', enabled: true },
    ]);
  });

  it('hides Alteração for S-3000', () => {
    // Act
    const botoes = modoBotoes('S-3000', { INC: true, ALT: true, EXC: false });

    // Assess
    expect(botoes.map((botao) => botao.modo)).toEqual(['INC', 'EXC']);
  });
});

describe('confirmacaoEnvio', () => {
  it('names the action, the lote and the mode', () => {
    // Assess
    expect(confirmacaoEnvio('INC', 7)).toBe('Deseja realmente incluir os eventos do lote 7 no eSocial (Inclusão)?');
    expect(confirmacaoEnvio('EXC', 7)).toContain('(Exclusão)');
  });
});

describe('gerarLoteBody', () => {
  it('sends the date range only with both ends', () => {
    // Prepare
    const values = { ...gerarLoteDefaults, id_emp: 'e1', layout: 'S-2220', fdts: ['f1'], data_inicio: '2026-01-01' };

    // Act
    const sem = gerarLoteBody(values);
    const com = gerarLoteBody({ ...values, data_fim: '2026-01-31', avulso: 1 });

    // Assess
    expect(sem).toEqual({ id_emp: 'e1', layout: 'S-2220', fdts: ['f1'], funcionarios: [], funcionarios_delete: [], avulso: 0, ids: [] });
    expect(com.created_at).toEqual(['2026-01-01', '2026-01-31']);
    expect(com.avulso).toBe(1);
  });
});

describe('activeLoteFilters', () => {
  it('counts the filters set', () => {
    // Assess
    expect(activeLoteFilters({})).toBe(0);
    expect(activeLoteFilters({ id_empresa: 'e1', layout: 'S-2220', id_funcionario: '' })).toBe(2);
  });
});

describe('maskPeriodo', () => {
  it('writes digits as MM/aaaa', () => {
    // Assess
    expect(maskPeriodo('03')).toBe('03');
    expect(maskPeriodo('032026')).toBe('03/2026');
    expect(maskPeriodo('03/20261')).toBe('03/2026');
  });
});

describe('semConsultaPendente', () => {
  it('tells a lote not yet received from a finished process', () => {
    // Assess
    expect(semConsultaPendente(0)).toContain('ainda não foi recebido');
    expect(semConsultaPendente(201)).toBe('O processamento já foi concluído (status 201): não há consulta pendente no eSocial.');
  });
});
