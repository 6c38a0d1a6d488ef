import { describe, expect, it } from 'vitest';
import { requiredMessage } from '@ocupacional/shared';
import { demoS2240, demoS3000 } from '../demo-inputs';
import { inputMessages, s2240Schema, s3000Schema, type S2240 } from '../inputs';
import { brokenRules, ruleMessages, s2240Rules, type RuleContext } from './index';

/*
 * One row per S-2240 rule the XSD cannot check (evtExpRisco.xsd S-1.3 "Validação" notes, quoted in each rule's
 * source): the case that breaks it and the boundary case that keeps it.
 */

const base = (): S2240 => s2240Schema.parse(demoS2240());
const condicao = (dtIniCondicao: string, dtFimCondicao?: string, codCateg?: string): S2240 => {
  const input = base();
  return {
    ...input,
    ...(codCateg ? { ideVinculo: { cpfTrab: input.ideVinculo.cpfTrab, codCateg } } : {}),
    infoExpRisco: { ...input.infoExpRisco, dtIniCondicao, ...(dtFimCondicao ? { dtFimCondicao } : {}) },
  };
};
const hoje = '2026-05-10';

const rows: [rule: string, what: string, input: S2240, context: Partial<RuleContext>, broken: string[]][] = [
  // dtIniCondicao: "igual ou posterior à data de admissão do vínculo".
  ['S-2240.dtIniCondicao.admissao', 'exposure before the admission', condicao('2026-05-04'), { admissao: '2026-05-05' }, ['infoExpRisco.dtIniCondicao']],
  ['S-2240.dtIniCondicao.admissao', 'exposure from the admission day', condicao('2026-05-05'), { admissao: '2026-05-05' }, []],
  // dtIniCondicao: "nem pode ser posterior a 30 (trinta) dias da data atual".
  ['S-2240.dtIniCondicao.trintaDias', 'exposure 31 days ahead', condicao('2026-06-10'), {}, ['infoExpRisco.dtIniCondicao']],
  ['S-2240.dtIniCondicao.trintaDias', 'exposure 30 days ahead', condicao('2026-06-09'), {}, []],
  // dtFimCondicao: "obrigatório e exclusivo para trabalhador avulso ([2XX]) e se dtIniCondicao >= [2023-01-16]".
  ['S-2240.dtFimCondicao.avulso', 'an avulso without the end', condicao('2023-01-16'), { categoria: '201' }, ['infoExpRisco.dtFimCondicao']],
  ['S-2240.dtFimCondicao.avulso', 'an avulso by the event\'s category', condicao('2023-01-16', undefined, '202'), {}, ['infoExpRisco.dtFimCondicao']],
  ['S-2240.dtFimCondicao.avulso', 'an avulso from 2023-01-15', condicao('2023-01-15'), { categoria: '201' }, []],
  ['S-2240.dtFimCondicao.avulso', 'an avulso with the end', condicao('2026-05-04', '2026-05-08'), { categoria: '201' }, []],
  ['S-2240.dtFimCondicao.exclusivo', 'an employee with an end', condicao('2026-05-04', '2026-05-08'), { categoria: '101' }, ['infoExpRisco.dtFimCondicao']],
  ['S-2240.dtFimCondicao.exclusivo', 'an unknown category with an end', condicao('2026-05-04', '2026-05-08'), {}, []],
  ['S-2240.dtFimCondicao.exclusivo', 'an employee without an end', condicao('2026-05-04'), { categoria: '101' }, []],
];

describe('S-2240 rules the schemas cannot check', () => {
  it.each(rows)('%s: %s', (rule, _what, input, context, broken) => {
    // Act
    const violations = brokenRules(input, { hoje, ...context });

    // Assess
    expect(violations.map((v) => v.path)).toEqual(broken);
    expect(violations.every((v) => v.rule === rule)).toBe(true);
  });

  it('has a row for every rule, and every rule cites evtExpRisco.xsd', () => {
    expect(new Set(rows.map(([rule]) => rule))).toEqual(new Set(s2240Rules.map((rule) => rule.id)));
    expect(s2240Rules.every((rule) => rule.source.startsWith('evtExpRisco.xsd (S-1.3)'))).toBe(true);
  });

  it('answers each rule with its pt-BR message, and S-3000 has none of these rules', () => {
    expect(Object.fromEntries(s2240Rules.map((rule) => [rule.id, rule.message]))).toEqual({
      'S-2240.dtIniCondicao.admissao': ruleMessages.beforeAdmission,
      'S-2240.dtIniCondicao.trintaDias': ruleMessages.beyondThirtyDays,
      'S-2240.dtFimCondicao.avulso': requiredMessage,
      'S-2240.dtFimCondicao.exclusivo': inputMessages.notAllowed,
    });
    expect(brokenRules(s3000Schema.parse(demoS3000()), { hoje: '2099-01-01', admissao: '2099-01-01' })).toEqual([]);
  });
});
