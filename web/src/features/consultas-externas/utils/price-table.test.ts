import type { TabelaPrecoEntry, TabelaPrecoItem } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { examSituation, examsToDo, incompleteReason, priceLoadProblem, providerOptions, situationText } from './price-table';

const item = (over: Partial<TabelaPrecoItem>): TabelaPrecoItem => ({
  id_exa: 'X', exame: 'Audiometria', id_pcmso_exame: 'P', valor_venda: 3000, valor_servico: 500, valor_total: 3500,
  taxa_servico: 1, va: 0, dt_exame: null, validade_exame: null, validade_pcmso: 365, id_con_rea: null, id_con_dem: null,
  parceiros: [], erro: null, ...over,
});

const entry = (over: Partial<TabelaPrecoEntry>): TabelaPrecoEntry =>
  ({
    id: 'T', nome: 'Tabela', tipo: null, credenciada_nome: 'Clínica', credenciada_end: null, credenciada_num: null,
    credenciada_cidade: 'São Paulo', credenciada_uf: 'SP', total_exames: 0, total_exames_realizar: 0, completa: true,
    exames: { consulta: [], demonstrativo: [] },
    ...over,
  }) as TabelaPrecoEntry;

describe('examSituation', () => {
  it('tells reused, demonstrative, unpriced and to-do exams apart', () => {
    // Act
    const situations = [
      item({ id_con_rea: 12, va: 1 }),
      item({ id_con_dem: 8, va: 1 }),
      item({ erro: 'Tabela de preço não encontrado para os dados informados.' }),
      item({}),
    ].map(examSituation);

    // Assess
    expect(situations).toEqual(['reaproveitado', 'demonstrativo', 'sem-preco', 'realizar']);
    expect(situationText(item({ id_con_rea: 12 }))).toBe('Reaproveitado da consulta Nº 12');
    expect(situationText(item({ id_con_dem: 8 }))).toBe('Demonstrativo (consulta Nº 8)');
  });
});

describe('cards', () => {
  it('counts the exams to do and says why an incomplete table cannot be chosen', () => {
    // Prepare
    const incomplete = entry({
      completa: false,
      exames: {
        consulta: [item({}), item({ id_con_rea: 3 }), item({ erro: 'Tabela de preço não encontrado para os dados informados.' })],
        demonstrativo: [],
      },
    });

    // Assess
    expect(examsToDo(incomplete)).toBe(1);
    expect(incompleteReason(incomplete)).toBe('Tabela de preço não encontrado para os dados informados.');
    expect(incompleteReason(entry({}))).toBeNull();
  });

  it('offers the states, the cities of the chosen state and the table types of the cards', () => {
    // Prepare
    const entries = [
      entry({ credenciada_uf: 'SP', credenciada_cidade: 'Campinas', tipo: 2 }),
      entry({ credenciada_uf: 'RS', credenciada_cidade: 'Caxias do Sul', tipo: 1 }),
      entry({ credenciada_uf: 'SP', credenciada_cidade: 'Campinas', tipo: 2 }),
      entry({ credenciada_uf: 'SP', credenciada_cidade: 'Americana' }),
    ];

    // Act
    const options = providerOptions(entries, 'SP');

    // Assess
    expect(options).toEqual({ ufs: ['RS', 'SP'], cidades: ['Americana', 'Campinas'], tipos: [1, 2] });
  });
});

describe('priceLoadProblem', () => {
  it("shows the filter's message of a 400, preferring 'Exame não encontrado no PCMSO'", () => {
    // Assess
    expect(priceLoadProblem({ 'filter.id_ghe': ['x'], 'filter.id_tipo_aso': ['Exame não encontrado no PCMSO'] })).toBe(
      'Exame não encontrado no PCMSO',
    );
    expect(priceLoadProblem({ 'filter.id_ghe': ['O PCMSO desde GHE está vencido.'] })).toBe('O PCMSO desde GHE está vencido.');
    expect(priceLoadProblem({})).toBeNull();
  });
});
