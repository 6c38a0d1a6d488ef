import { describe, expect, it } from 'vitest';
import type { AproveitamentoExame } from '@ocupacional/shared';
import { emptyConsultaForm } from '../../consultas-externas/utils/consulta-form';
import { cadastroBody, chargedTotal, choicesBody, initialChoices, missingPrice, planQuery } from './aproveitamento-form';

/* The exam-reuse form's rules (spec 1 §2 aproveitamento, §3, §5). */

const exame = (id: string, extra: Partial<AproveitamentoExame> = {}): AproveitamentoExame => ({
  id_exa: id,
  exame: id,
  id_pcmso_exame: `r-${id}`,
  validade_pcmso: 90,
  periodicidade_pcmso: 12,
  ultimo: null,
  situacao: 'sem_resultado',
  opcoes: ['realizar'],
  padrao: 'realizar',
  id_con_origem: null,
  valor_total: 1000,
  erro: null,
  parceiros: [],
  ...extra,
});
const reusable = exame('audio', { situacao: 'valido', opcoes: ['realizar', 'reaproveitar', 'demonstrativo'], padrao: 'reaproveitar', valor_total: 4500 });
const clinico = exame('clin', { situacao: 'clinico', valor_total: 6500 });

describe('the exam-reuse form', () => {
  it('loads the plan only once the consultation’s fields allow prices, with the chosen table', () => {
    const today = '2024-03-10';
    const values = { ...emptyConsultaForm(), id_funcionario: 'f', id_fdt: 'fdt', id_funcao: 'fn', id_ghe: 'g', data_age: '2024-03-12' };
    expect(planQuery(values, today, null)).toBeNull();
    expect(planQuery({ ...values, tipo_aso: 52, periodicidade: 12 }, today, 't1')).toEqual({
      tipo_aso: 52, id_fdt: 'fdt', id_funcao: 'fn', id_ghe: 'g', data_age: '2024-03-12', periodicidade: 12, id_tabela_preco: 't1',
    });
    // A date outside the window loads nothing
    expect(planQuery({ ...values, tipo_aso: 49, data_age: '2024-03-09' }, today, null)).toBeNull();
  });

  it('starts each exam on its stored choice when still allowed, else on what the normal order does', () => {
    expect(initialChoices([reusable, clinico])).toEqual({ audio: 'reaproveitar', clin: 'realizar' });
    expect(initialChoices([reusable, clinico], { audio: 'demonstrativo', clin: 'reaproveitar' })).toEqual({ audio: 'demonstrativo', clin: 'realizar' });
  });

  it('charges only the exams to do, and flags an exam to do without a price', () => {
    expect(chargedTotal([reusable, clinico], { audio: 'reaproveitar' })).toBe(6500);
    expect(chargedTotal([reusable, clinico], { audio: 'realizar' })).toBe(11000);
    const unpriced = exame('x', { valor_total: null, erro: 'Tabela de preço não encontrado para os dados informados.' });
    expect(missingPrice([unpriced], {})).toBe(true);
    expect(missingPrice([reusable], {})).toBe(false);
  });

  it('sends every exam’s choice, the partner only for an exam to do, and never a price', () => {
    expect(choicesBody([reusable, clinico], { audio: 'reaproveitar' }, { audio: 'p1', clin: 'p2' })).toEqual([
      { id_exa: 'audio', aproveitar: 'reaproveitar' },
      { id_exa: 'clin', aproveitar: 'realizar', id_par: 'p2' },
    ]);
    const body = cadastroBody({ ...emptyConsultaForm(), id_funcionario: 'f', tipo_aso: 52, periodicidade: 12 }, 't1', [reusable], {});
    expect(body).toMatchObject({ id_tabela_preco: 't1', tipo_aso: 52, exames: [{ id_exa: 'audio', aproveitar: 'reaproveitar' }] });
    expect(JSON.stringify(body)).not.toContain('valor');
  });
});
