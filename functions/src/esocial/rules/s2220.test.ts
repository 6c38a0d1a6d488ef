import { describe, expect, it } from 'vitest';
import { demoS2220 } from '../demo-inputs';
import { s2220Schema, type S2220 } from '../inputs';
import { brokenRules, ruleMessages, s2220Rules, type RuleContext } from './index';

/*
 * One row per S-2220 rule the XSD cannot check (evtMonit.xsd S-1.3 "Validação" notes, quoted in each rule's
 * source): the case that breaks it and the boundary case that keeps it. The demo ASO is dated 2026-05-04, its
 * exams 2026-05-04 and 2026-05-03.
 */

const base = (): S2220 => s2220Schema.parse(demoS2220());
const comExame = (tpExameOcup: 0 | 1 | 2 | 3 | 4 | 9, dtAso = '2026-05-04', datas: string[] = ['2026-05-04', '2026-05-03']): S2220 => {
  const input = base();
  const exame = input.exMedOcup.aso.exame.map((e, i) => ({ ...e, dtExm: datas[i] ?? e.dtExm }));
  return { ...input, exMedOcup: { ...input.exMedOcup, tpExameOcup, aso: { ...input.exMedOcup.aso, dtAso, exame } } };
};
const hoje = '2026-05-10';

const rows: [rule: string, what: string, input: S2220, context: Partial<RuleContext>, broken: string[]][] = [
  // tpExameOcup: "Se informado [0], não pode existir outro evento S-2220 para o mesmo contrato com dtAso anterior".
  ['S-2220.tpExameOcup.admissional', 'a second admission after the first', comExame(0), { outrosAsos: [{ tpExameOcup: 0, dtAso: '2026-05-03' }] }, ['exMedOcup.tpExameOcup']],
  ['S-2220.tpExameOcup.admissional', 'an admission after a periodic exam', comExame(0), { outrosAsos: [{ tpExameOcup: 1, dtAso: '2026-05-03' }] }, ['exMedOcup.tpExameOcup']],
  ['S-2220.tpExameOcup.admissional', 'an admission on the same day as another ASO', comExame(0), { outrosAsos: [{ tpExameOcup: 1, dtAso: '2026-05-04' }] }, []],
  ['S-2220.tpExameOcup.admissional', 'the first ASO of the contract', comExame(0), { outrosAsos: [] }, []],
  ['S-2220.tpExameOcup.admissional', 'a periodic exam after the admission', comExame(1), { outrosAsos: [{ tpExameOcup: 0, dtAso: '2026-05-03' }] }, []],
  // dtAso: "igual ou anterior à data atual".
  ['S-2220.dtAso.hoje', 'an ASO tomorrow', comExame(1, '2026-05-11'), {}, ['exMedOcup.aso.dtAso']],
  ['S-2220.dtAso.hoje', 'an ASO today', comExame(1, hoje), {}, []],
  // dtAso: "Se tpExameOcup for diferente de [0], também deve ser igual ou posterior à data de admissão".
  ['S-2220.dtAso.admissao', 'a monitoração pontual (4) before the admission', comExame(4), { admissao: '2026-05-05' }, ['exMedOcup.aso.dtAso']],
  ['S-2220.dtAso.admissao', 'a periodic exam on the admission day', comExame(1), { admissao: '2026-05-04' }, []],
  ['S-2220.dtAso.admissao', 'the admission exam before the admission', comExame(0), { admissao: '2026-05-05' }, []],
  ['S-2220.dtAso.admissao', 'an unknown admission', comExame(2), { admissao: null }, []],
  // dtExm: "igual ou anterior à data do ASO", itself "igual ou anterior à data atual": no exam in the future.
  ['S-2220.dtExm.hoje', 'an exam tomorrow', comExame(1, hoje, [hoje, '2026-05-11']), {}, ['exMedOcup.aso.exame.1.dtExm']],
  ['S-2220.dtExm.hoje', 'exams today', comExame(1, hoje, [hoje, hoje]), {}, []],
];

describe('S-2220 rules the schemas cannot check', () => {
  it.each(rows)('%s: %s', (rule, _what, input, context, broken) => {
    // Act
    const violations = brokenRules(input, { hoje, ...context });

    // Assess
    expect(violations.map((v) => v.path)).toEqual(broken);
    expect(violations.every((v) => v.rule === rule)).toBe(true);
  });

  it('has a row for every rule, and every rule cites evtMonit.xsd', () => {
    expect(new Set(rows.map(([rule]) => rule))).toEqual(new Set(s2220Rules.map((rule) => rule.id)));
    expect(s2220Rules.every((rule) => rule.source.startsWith('evtMonit.xsd (S-1.3)'))).toBe(true);
  });

  it('answers each rule with its pt-BR message', () => {
    expect(Object.fromEntries(s2220Rules.map((rule) => [rule.id, rule.message]))).toEqual({
      'S-2220.tpExameOcup.admissional': ruleMessages.admissionNotFirst,
      'S-2220.dtAso.hoje': ruleMessages.afterToday,
      'S-2220.dtAso.admissao': ruleMessages.beforeAdmission,
      'S-2220.dtExm.hoje': ruleMessages.afterToday,
    });
    expect(brokenRules(comExame(1, '2026-05-11'), { hoje })).toEqual([{ rule: 'S-2220.dtAso.hoje', path: 'exMedOcup.aso.dtAso', message: ruleMessages.afterToday }]);
  });

  it('words its messages in pt-BR', () => {
    expect(ruleMessages).toEqual({
      afterToday: 'A data não pode ser posterior à data atual',
      beforeAdmission: 'A data não pode ser anterior à data de admissão do trabalhador',
      beyondThirtyDays: 'A data não pode ser posterior a 30 dias da data atual',
      admissionNotFirst: 'Já existe ASO deste contrato com data anterior: o exame admissional deve ser o primeiro do contrato',
      originalCatReceipt: 'Informe o recibo da CAT anterior do mesmo acidente',
    });
  });
});
