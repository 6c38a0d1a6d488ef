import { describe, expect, test } from 'vitest';
import { esocialTable } from './index';
import { procedimentoTabela27 } from './procedimentos';

describe('Tabela 27 on its own', () => {
  test('answers every code of the served table with its description, and nothing for an unknown code', () => {
    // Arrange
    const served = esocialTable(27) ?? [];
    // Act
    const mismatches = served.filter((item) => procedimentoTabela27(item.codigo) !== item.descricao);
    // Assess
    expect(served.length).toBeGreaterThan(1000);
    expect(mismatches).toEqual([]);
    expect(procedimentoTabela27('0000')).toBeUndefined();
    expect(procedimentoTabela27('')).toBeUndefined();
  });
});
