import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { funcionarioKeyParts, funcionarios, listaOf, nameKey, nameSortKey, noMatricula, situacaoOf } from './entities/funcionario';
import { funcionarioCountersOf, funcionariosCounter } from './funcionario-lista';

/* The employee list's keys (issue 17): what sorts and what a search prefix matches. */

describe('employee list keys', () => {
  beforeEach(() => {
    vi.stubEnv('TABLE_NAME', 'ocupacional-unit');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('make a name accent-free and lower case, every other run of characters one dash', () => {
    expect(nameKey(' Ana  Maria d’Ávila ')).toBe('ana-maria-d-avila');
    expect(nameKey('JOSÉ da CONCEIÇÃO')).toBe('jose-da-conceicao');
    expect(nameKey(undefined)).toBe('');
  });

  it('sort names as people read them: a shorter name first, numbers by value', () => {
    // Prepare
    const names = ['Anabela Souza', 'Ana Maria', 'Ana', 'Álvaro', 'alvaro b', 'Turno 10', 'Turno 2'];
    // Act
    const sorted = [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1));
    // Assess
    expect(sorted).toEqual(['Álvaro', 'alvaro b', 'Ana', 'Ana Maria', 'Anabela Souza', 'Turno 2', 'Turno 10']);
  });

  it('match a search prefix typed with or without accents', () => {
    expect(nameSortKey('Ana Maria de Souza').startsWith(nameSortKey('ANA MÁ'))).toBe(true);
    expect(nameSortKey('Anabela').startsWith(nameSortKey('ana m'))).toBe(false);
  });

  it('place an employee in its list and status', () => {
    expect([listaOf({}), listaOf({ deletedAt: '2026-01-01T00:00:00.000Z' })]).toEqual(['vivo', 'excluido']);
    expect([situacaoOf({}), situacaoOf({ dem: true }), situacaoOf({ dem: true, deletedAt: 'x' })]).toEqual(['ativo', 'demitido', 'excluido']);
  });

  it('write the key parts on a put and rebuild every key a dismissal touches', () => {
    // Prepare
    const item = { tenant: 't', id: 'F1', empresaId: 'E1', nome: 'Érica Lima', cpf: '52998224725', dtNas: '1990-01-01', sexo: 60, fdtId: 'f', funcaoId: 'x' };
    // Act
    const put = funcionarios().put(item).params().Item as Record<string, string>;
    const dismissal = funcionarios()
      .patch({ tenant: 't', id: 'F1' })
      .set({ dem: true })
      .composite(funcionarioKeyParts(item))
      .params() as { ExpressionAttributeValues: Record<string, string> };
    // Assess
    expect(put).toMatchObject({ gsi2sk: 'vivo#erica-lima#F1', gsi3sk: 'ativo#erica-lima#F1', gsi4sk: 'vivo#52998224725#F1', gsi5sk: `vivo#${noMatricula}#F1` });
    expect(dismissal.ExpressionAttributeValues).toMatchObject({ ':gsi3sk_u0': 'demitido#erica-lima#F1' });
  });

  it('count a live employee in its company, a deleted one nowhere', () => {
    expect(funcionarioCountersOf({ empresaId: 'E1' })).toEqual([funcionariosCounter('E1')]);
    expect(funcionarioCountersOf({ empresaId: 'E1', deletedAt: 'x' })).toEqual([]);
  });
});
