import { describe, expect, it } from 'vitest';
import { requiredMessage } from '@ocupacional/shared';
import { demoS2210 } from '../demo-inputs';
import { inputMessages, s2210Schema, type S2210 } from '../inputs';
import { brokenRules, ruleMessages, s2210Rules, type RuleContext } from './index';

/*
 * One row per S-2210 rule the XSD cannot check (evtCAT.xsd S-1.3 "Validação" / CONDICAO_GRUPO notes, quoted in
 * each rule's source): the case that breaks it and the boundary case that keeps it.
 */

type Cat = S2210['cat'];
const base = (): S2210 => s2210Schema.parse(demoS2210());
const withCat = (changes: Partial<Cat>, local: Partial<Cat['localAcidente']> = {}): S2210 => {
  const input = base();
  return { ...input, cat: { ...input.cat, ...changes, localAcidente: { ...input.cat.localAcidente, ...local } } };
};
const hoje = '2026-05-10';
const origem = { nrRecCatOrig: '1.2.0000000000000000001' };
const { ideLocalAcid: _local, ...semLocal } = base().cat.localAcidente;

const rows: [rule: string, what: string, input: S2210, context: Partial<RuleContext>, broken: string[]][] = [
  // catOrigem: "O (se tpCat for igual a [2, 3])" — the death communication needs the original CAT's receipt.
  ['S-2210.catOrigem.obito', 'a death communication without the original CAT', withCat({ tpCat: 3, indCatObito: 'S', dtObito: '2026-05-06' }), {}, ['cat.catOrigem.nrRecCatOrig']],
  ['S-2210.catOrigem.obito', 'a death communication with it', withCat({ tpCat: 3, indCatObito: 'S', dtObito: '2026-05-06', catOrigem: origem }), {}, []],
  ['S-2210.catOrigem.obito', 'an initial CAT of a death at once', withCat({ tpCat: 1, indCatObito: 'S', dtObito: '2026-05-05' }), {}, []],
  // hrsTrabAntesAcid: "obrigatório se tpAcid = [1] ou se (tpAcid = [3] e dtAcid >= [2022-07-20])".
  ['S-2210.hrsTrabAntesAcid.obrigatorio', 'typical without hours worked', withCat({ hrsTrabAntesAcid: undefined }), {}, ['cat.hrsTrabAntesAcid']],
  ['S-2210.hrsTrabAntesAcid.obrigatorio', 'commuting on 2022-07-20 without them', withCat({ tpAcid: 3, dtAcid: '2022-07-20', hrsTrabAntesAcid: undefined, ultDiaTrab: undefined }), {}, ['cat.hrsTrabAntesAcid']],
  ['S-2210.hrsTrabAntesAcid.obrigatorio', 'commuting on 2022-07-19 without them', withCat({ tpAcid: 3, dtAcid: '2022-07-19', hrsTrabAntesAcid: undefined, ultDiaTrab: undefined }), {}, []],
  ['S-2210.hrsTrabAntesAcid.obrigatorio', 'illness without them', withCat({ tpAcid: 2, hrsTrabAntesAcid: undefined }), {}, []],
  // codPostal: "obrigatório se tpLocal = [2]. Não preencher nos demais casos" (the foreign postal code).
  ['S-2210.codPostal.obrigatorio', 'abroad without a postal code', withCat({}, { tpLocal: 2, pais: '249', codPostal: undefined }), {}, ['cat.localAcidente.codPostal']],
  ['S-2210.codPostal.obrigatorio', 'abroad with it', withCat({}, { tpLocal: 2, pais: '249', codPostal: '10001' }), {}, []],
  ['S-2210.codPostal.exclusivo', 'in Brazil with a foreign postal code', withCat({}, { codPostal: '10001' }), {}, ['cat.localAcidente.codPostal']],
  // dtAcid: "igual ou anterior à data atual e igual ou posterior à data de admissão do trabalhador".
  ['S-2210.dtAcid.hoje', 'an accident tomorrow', withCat({ dtAcid: '2026-05-11', ultDiaTrab: '2026-05-10', atestado: { ...base().cat.atestado, dtAtendimento: '2026-05-10' } }), {}, ['cat.dtAcid']],
  ['S-2210.dtAcid.hoje', 'an accident today', withCat({ dtAcid: hoje, ultDiaTrab: hoje, atestado: { ...base().cat.atestado, dtAtendimento: hoje } }), {}, []],
  ['S-2210.dtAcid.admissao', 'an accident the day before the admission', base(), { admissao: '2026-05-06' }, ['cat.dtAcid', 'cat.ultDiaTrab']],
  ['S-2210.dtAcid.admissao', 'an accident on the admission day', base(), { admissao: '2026-05-05' }, []],
  // dtObito: "igual ou anterior à data atual".
  ['S-2210.dtObito.hoje', 'a death tomorrow', withCat({ indCatObito: 'S', dtObito: '2026-05-11' }), {}, ['cat.dtObito']],
  ['S-2210.dtObito.hoje', 'a death today', withCat({ indCatObito: 'S', dtObito: hoje }), {}, []],
  // ultDiaTrab: "igual ou anterior à data atual e igual ou posterior à data de admissão do trabalhador".
  ['S-2210.ultDiaTrab.hoje', 'the last day worked tomorrow', withCat({ ultDiaTrab: '2026-05-11' }), {}, ['cat.ultDiaTrab']],
  ['S-2210.ultDiaTrab.hoje', 'the last day worked today', withCat({ ultDiaTrab: hoje }), {}, []],
  ['S-2210.ultDiaTrab.admissao', 'the last day worked before the admission', withCat({ ultDiaTrab: '2026-05-04' }), { admissao: '2026-05-05' }, ['cat.ultDiaTrab']],
  ['S-2210.ultDiaTrab.admissao', 'no last day worked', withCat({ ultDiaTrab: undefined }), { admissao: '2026-05-05' }, []],
  // dtAtendimento: "igual ou anterior à data atual".
  ['S-2210.dtAtendimento.hoje', 'attended tomorrow', withCat({ atestado: { ...base().cat.atestado, dtAtendimento: '2026-05-11' } }), {}, ['cat.atestado.dtAtendimento']],
  ['S-2210.dtAtendimento.hoje', 'attended today', withCat({ atestado: { ...base().cat.atestado, dtAtendimento: hoje } }), {}, []],
  // ideLocalAcid: "O (… se o código de categoria no RET for igual a [2XX] e dtAcid >= [2023-01-16])".
  ['S-2210.ideLocalAcid.avulso', 'an avulso on a public road without the establishment', withCat({}, { ...semLocal, tpLocal: 4, ideLocalAcid: undefined }), { categoria: '201' }, ['cat.localAcidente.ideLocalAcid.nrInsc']],
  ['S-2210.ideLocalAcid.avulso', 'an avulso by the event\'s own category', { ...withCat({}, { ...semLocal, tpLocal: 4, ideLocalAcid: undefined }), ideVinculo: { cpfTrab: '11144477735', codCateg: '202' } }, {}, ['cat.localAcidente.ideLocalAcid.nrInsc']],
  ['S-2210.ideLocalAcid.avulso', 'an avulso before 2023-01-16', withCat({ dtAcid: '2023-01-15', ultDiaTrab: undefined, houveAfast: undefined }, { ...semLocal, tpLocal: 4, ideLocalAcid: undefined }), { categoria: '201' }, []],
  ['S-2210.ideLocalAcid.avulso', 'an employee on a public road', withCat({}, { ...semLocal, tpLocal: 4, ideLocalAcid: undefined }), { categoria: '101' }, []],
  ['S-2210.ideLocalAcid.avulso', 'an avulso with the establishment', withCat({}, { tpLocal: 4 }), { categoria: '201' }, []],
];

describe('S-2210 rules the schemas cannot check', () => {
  it.each(rows)('%s: %s', (rule, _what, input, context, broken) => {
    // Act
    const violations = brokenRules(input, { hoje, ...context });

    // Assess: exactly the rule's paths (the boundary case breaks nothing)
    expect(violations.map((v) => v.path)).toEqual(broken);
    expect(violations.every((v) => v.rule === rule || (rule === 'S-2210.dtAcid.admissao' && v.rule === 'S-2210.ultDiaTrab.admissao'))).toBe(true);
  });

  it('has a row for every rule, and every rule cites evtCAT.xsd', () => {
    expect(new Set(rows.map(([rule]) => rule))).toEqual(new Set(s2210Rules.map((rule) => rule.id)));
    expect(s2210Rules.every((rule) => rule.source.startsWith('evtCAT.xsd (S-1.3)'))).toBe(true);
  });

  it('answers each rule with its pt-BR message', () => {
    const messages = Object.fromEntries(s2210Rules.map((rule) => [rule.id, rule.message]));
    expect(messages).toEqual({
      'S-2210.catOrigem.obito': ruleMessages.originalCatReceipt,
      'S-2210.hrsTrabAntesAcid.obrigatorio': requiredMessage,
      'S-2210.codPostal.obrigatorio': requiredMessage,
      'S-2210.codPostal.exclusivo': inputMessages.notAllowed,
      'S-2210.dtAcid.hoje': ruleMessages.afterToday,
      'S-2210.dtAcid.admissao': ruleMessages.beforeAdmission,
      'S-2210.dtObito.hoje': ruleMessages.afterToday,
      'S-2210.ultDiaTrab.hoje': ruleMessages.afterToday,
      'S-2210.ultDiaTrab.admissao': ruleMessages.beforeAdmission,
      'S-2210.dtAtendimento.hoje': ruleMessages.afterToday,
      'S-2210.ideLocalAcid.avulso': requiredMessage,
    });
    expect(brokenRules(withCat({ hrsTrabAntesAcid: undefined }), { hoje })).toEqual([
      { rule: 'S-2210.hrsTrabAntesAcid.obrigatorio', path: 'cat.hrsTrabAntesAcid', message: requiredMessage },
    ]);
  });
});
