import { describe, expect, it } from 'vitest';
import { tiposDasLinhas, valorPrimeiraLinhaMessage, valorUltimaLinhaMessage } from '@ocupacional/shared';
import {
  copiaDaEstrutura,
  linhasDaColuna,
  permiteAdicionarLinhas,
  podeRemoverLinha,
  recusaDasLinhas,
  temColunaSelecao,
  temEditorDeValores,
} from './tabela-dinamica';

const seq = () => {
  let n = 0;
  return () => `novo-${(n += 1)}`;
};
const linha = (id: string | undefined, nome = id ?? 'nova') => ({ id, ordem: 0, nome, padrao: 0 as const, ativo: 1 as const, id_tipo_campo: 209 });

describe('the dynamic-table column types (spec 3 §4, §9)', () => {
  it.each([
    [208, false, false, false],
    [209, false, false, false],
    [210, true, false, false],
    [211, true, false, false],
    [212, true, true, false],
    [213, false, false, false],
    [214, false, false, false],
    [215, false, false, false],
    [217, true, true, true],
  ])('type %i: values editor %s, select column %s, lines added in a measurement %s', (tipo, editor, selecao, linhas) => {
    expect(temEditorDeValores(tipo)).toBe(editor);
    expect(temColunaSelecao(tipo)).toBe(selecao);
    expect(permiteAdicionarLinhas(tipo)).toBe(linhas);
  });

  it('offers the value lines every type of list 207 but 210 to 214', () => {
    expect(tiposDasLinhas.map((item) => item.id)).toEqual([208, 209, 215, 216, 217]);
  });
});

describe('removing a value line (spec 3 §4)', () => {
  it.each([
    [0, 3, false],
    [1, 3, true],
    [2, 3, true],
    [0, 1, false],
    [1, 2, true],
  ])('line %i of %i may be removed: %s', (index, count, allowed) => {
    expect(podeRemoverLinha(index, count)).toBe(allowed);
  });

  it('refuses a save that drops the first stored line', () => {
    expect(recusaDasLinhas(212, [{ id: 'a' }, { id: 'b' }], [{ id: 'b' }])).toBe(valorPrimeiraLinhaMessage);
  });

  it('refuses a save that leaves a values type without lines', () => {
    expect(recusaDasLinhas(210, [{ id: 'a' }], [])).toBe(valorUltimaLinhaMessage);
    expect(recusaDasLinhas(217, [], [])).toBe(valorUltimaLinhaMessage);
  });

  it('takes a save that drops a later line, or any save of a type without values', () => {
    expect(recusaDasLinhas(211, [{ id: 'a' }, { id: 'b' }], [{ id: 'a' }, { id: undefined }])).toBeUndefined();
    expect(recusaDasLinhas(208, [{ id: 'a' }], [])).toBeUndefined();
  });
});

describe('the lines a column keeps', () => {
  it('keeps the stored ids, gives new lines and unknown ids new ones, and the line type only for 212 and 217', () => {
    // Prepare
    const enviadas = [linha('a'), linha(undefined, 'nova'), linha('alheia')];
    // Act
    const selecao = linhasDaColuna(212, [{ id: 'a' }], enviadas, seq());
    const lista = linhasDaColuna(210, [{ id: 'a' }], enviadas, seq());
    // Assess
    expect(selecao.map((item) => item.id)).toEqual(['a', 'novo-1', 'novo-2']);
    expect(selecao[0]?.tipoCampo).toBe(209);
    expect(lista[0]?.tipoCampo).toBeUndefined();
  });

  it('keeps no lines for a type without values', () => {
    expect(linhasDaColuna(208, [], [linha('a')], seq())).toEqual([]);
  });

  it('does not let a line id appear twice', () => {
    expect(linhasDaColuna(210, [{ id: 'a' }], [linha('a'), linha('a')], seq()).map((item) => item.id)).toEqual(['a', 'novo-1']);
  });
});

describe('copying a table', () => {
  it('gives categories, columns and lines new ids and points each column at its category copy', () => {
    // Act
    const copia = copiaDaEstrutura(
      [{ id: 'cat-1', nome: 'Ruído' }],
      [
        { id: 'col-1', nome: 'Dose', categoriaId: 'cat-1', valores: [{ id: 'v', ordem: 0, nome: 'x', padrao: false, ativo: true }] },
        { id: 'col-2', nome: 'Obs' },
      ],
      seq(),
    );
    // Assess
    expect(copia.categorias).toEqual([{ id: 'novo-1', nome: 'Ruído' }]);
    expect(copia.colunas[0]).toMatchObject({ id: 'novo-2', nome: 'Dose', categoriaId: 'novo-1', valores: [{ id: 'novo-3', nome: 'x' }] });
    expect(copia.colunas[1]).toMatchObject({ id: 'novo-4', nome: 'Obs', valores: [] });
    expect(copia.colunas[1]).not.toHaveProperty('categoriaId');
  });
});
