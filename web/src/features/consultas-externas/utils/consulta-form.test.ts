import { consultaExternaCadastroSchema, type TabelaPrecoItem } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import {
  cadastroBody,
  defaultProviderFilters,
  dependentFields,
  emptyConsultaForm,
  generateButtonState,
  periodicityChoice,
  priceFilter,
  unlockedFields,
} from './consulta-form';
import type { ConsultaFormValues } from './consulta-form';

const today = '2025-03-10';
const filled: ConsultaFormValues = {
  ...emptyConsultaForm(),
  id_funcionario: 'E1',
  id_fdt: 'F1',
  id_funcao: 'FN1',
  id_ghe: 'G1',
  data_age: '2025-03-12',
  tipo_aso: 52,
  periodicidade: 12,
};

describe('unlockedFields (spec 1 §2: employee, front, function, sector, date, type)', () => {
  it('opens only the employee on an empty form', () => {
    // Act
    const unlocked = unlockedFields(emptyConsultaForm());

    // Assess
    expect(unlocked).toEqual({ id_funcionario: true, id_fdt: false, id_funcao: false, id_ghe: false, data_age: false, tipo_aso: false });
  });

  it('opens each field once the ones before it are filled, in order', () => {
    // Act
    const afterFront = unlockedFields({ ...emptyConsultaForm(), id_funcionario: 'E1', id_fdt: 'F1' });
    const gap = unlockedFields({ ...filled, id_funcao: '' });

    // Assess
    expect(afterFront).toMatchObject({ id_funcao: true, id_ghe: false });
    expect(gap).toMatchObject({ id_ghe: false, data_age: false, tipo_aso: false });
    expect(Object.values(unlockedFields(filled)).every(Boolean)).toBe(true);
  });

  it('empties the later choices when an earlier one changes', () => {
    // Assess
    expect(dependentFields('id_fdt')).toEqual(['id_funcao', 'id_ghe']);
    expect(dependentFields('id_funcionario')).toContain('tipo_aso');
  });
});

describe('periodicityChoice (spec 1 §5)', () => {
  it('offers only 6 months after admission, the sorted PCMSO periodicities for the periodic, and none otherwise', () => {
    // Assess
    expect(periodicityChoice(48, [12, 24])).toEqual({ opcoes: [6], padrao: 6 });
    expect(periodicityChoice(52, [24, 12, 6])).toEqual({ opcoes: [6, 12, 24], padrao: 12 });
    expect(periodicityChoice(47, [12])).toBeNull();
    expect(periodicityChoice('', [12])).toBeNull();
  });
});

describe('priceFilter (spec 1 §5: prices load when type, GHE, employee and date are set)', () => {
  it('waits for each of type, GHE, employee and date (and the front and function before them)', () => {
    // Act
    const missing = (['tipo_aso', 'id_ghe', 'id_funcionario', 'data_age', 'id_fdt', 'id_funcao'] as const).map((field) =>
      priceFilter({ ...filled, [field]: '' }, today, defaultProviderFilters),
    );

    // Assess
    expect(missing).toEqual([null, null, null, null, null, null]);
  });

  it('waits for a date inside the window: not in the past, at most 15 days ahead', () => {
    // Assess
    expect(priceFilter({ ...filled, data_age: '2025-03-09' }, today, defaultProviderFilters)).toBeNull();
    expect(priceFilter({ ...filled, data_age: '2025-03-26' }, today, defaultProviderFilters)).toBeNull();
    expect(priceFilter({ ...filled, data_age: '2025-03-25' }, today, defaultProviderFilters)).not.toBeNull();
  });

  it('waits for the new front, sector and function of a function change (50)', () => {
    // Prepare
    const change = { ...filled, tipo_aso: 50 as const, id_mf_fdt: 'F2', id_mf_funcao: 'FN2' };

    // Act
    const before = priceFilter(change, today, defaultProviderFilters);
    const after = priceFilter({ ...change, id_mf_ghe: 'G2' }, today, defaultProviderFilters);

    // Assess
    expect(before).toBeNull();
    expect(after).toMatchObject({ id_mf_fdt: 'F2', id_mf_ghe: 'G2', id_mf_funcao: 'FN2', periodicidade: -1 });
  });

  it('sends the periodicity only for the periodic (-1 otherwise) and the provider filters that hold a value', () => {
    // Act
    const periodic = priceFilter(filled, today, { ordem: 'nome', uf: 'SP', cidade: '', id_tipo_tabela_preco: '2' });
    const admission = priceFilter({ ...filled, tipo_aso: 48, periodicidade: 6 }, today, defaultProviderFilters);

    // Assess
    expect(periodic).toEqual({
      id_funcionario: 'E1', id_fdt: 'F1', id_funcao: 'FN1', id_ghe: 'G1', id_tipo_aso: 52, data_age: '2025-03-12',
      periodicidade: 12, pcd: 0, ordem: 'nome', uf: 'SP', id_tipo_tabela_preco: 2,
    });
    expect(admission?.periodicidade).toBe(-1);
  });
});

describe('generateButtonState (spec 1 §5)', () => {
  it("stays disabled with the tip until a type is chosen and the prices loaded", () => {
    // Assess
    expect(generateButtonState('', true)).toEqual({ disabled: true, tip: 'Para continuar selecione o tipo da consulta.' });
    expect(generateButtonState(52, false).disabled).toBe(true);
    expect(generateButtonState(52, true)).toEqual({ disabled: false, tip: null });
  });
});

describe('cadastroBody', () => {
  const item = (over: Partial<TabelaPrecoItem>): TabelaPrecoItem => ({
    id_exa: 'X', exame: 'Exame', id_pcmso_exame: 'P', valor_venda: 1000, valor_servico: 0, valor_total: 1000,
    taxa_servico: 0, va: 0, dt_exame: null, validade_exame: null, validade_pcmso: 365, id_con_rea: null,
    id_con_dem: null, parceiros: [], erro: null, ...over,
  });

  it('sends the exams to do with the partner chosen for each, never a price', () => {
    // Prepare
    const entry = {
      id: 'T1',
      exames: {
        consulta: [item({ id_exa: 'A' }), item({ id_exa: 'B' }), item({ id_exa: 'C', va: 1, id_con_rea: 7 })],
        demonstrativo: [item({ id_exa: 'D', va: 1, id_con_dem: 3 })],
      },
    };

    // Act
    const body = cadastroBody({ ...filled, obs: 'Jejum de 8 horas' }, entry, { B: 'P9' });

    // Assess
    expect(body).toMatchObject({ id_tabela_preco: 'T1', tipo_aso: 52, periodicidade: 12, obs: 'Jejum de 8 horas' });
    expect(body.exames).toEqual([{ id_exa: 'A' }, { id_exa: 'B', id_par: 'P9' }]);
    expect(JSON.stringify(body)).not.toContain('valor');
    expect(body.id_mf_fdt).toBeNull();
  });
  it('sends the date of a function change (issue 13) with the new position, and never for another type', () => {
    // Prepare
    const entry = { id: 'T1', exames: { consulta: [item({ id_exa: 'A' })], demonstrativo: [] } };
    const change = { ...filled, tipo_aso: 50 as const, id_mf_fdt: 'F2', id_mf_funcao: 'FN2', id_mf_ghe: 'G2', dt_mudanca_condicao: '2025-04-01' };

    // Act
    const changed = cadastroBody(change, entry, {});
    const periodic = cadastroBody({ ...change, tipo_aso: 52 }, entry, {});
    const parsed = consultaExternaCadastroSchema.safeParse(cadastroBody({ ...change, dt_mudanca_condicao: '' }, entry, {}));

    // Assess
    expect(changed).toMatchObject({ tipo_aso: 50, id_mf_ghe: 'G2', dt_mudanca_condicao: '2025-04-01' });
    expect(periodic.dt_mudanca_condicao).toBeNull();
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['dt_mudanca_condicao', 'Campo obrigatório']]);
  });
});
