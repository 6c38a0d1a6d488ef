import { requiredMessage } from '@ocupacional/shared';
import { inputMessages, type S2210 } from '../inputs';
import { after, at, isAvulso, ruleMessages, type Rule } from './rule';

/*
 * S-2210 (CAT) rules the XSD cannot check, from the "Validação" and CONDICAO_GRUPO notes of evtCAT.xsd (S-1.3).
 * The hour of the accident (hrAcid, the 2022-01-26 commuting rule) is a field rule of inputs.ts.
 */

const xsd = 'evtCAT.xsd (S-1.3)';

/** Category of the worker: the event's codCateg, else the one the platform knows. */
const categoria = (input: S2210, context: { categoria?: string | null }) => input.ideVinculo.codCateg ?? context.categoria ?? null;

export const s2210Rules: readonly Rule<S2210>[] = [
  {
    id: 'S-2210.catOrigem.obito',
    source: `${xsd}, catOrigem: "CONDICAO_GRUPO: O (se tpCat for igual a [2, 3]); N (nos demais casos)" — a death communication (tpCat 3) carries the receipt of the original CAT (nrRecCatOrig)`,
    message: ruleMessages.originalCatReceipt,
    broken: (input) => at(input.cat.tpCat === 3 && !input.cat.catOrigem, 'cat.catOrigem.nrRecCatOrig'),
  },
  {
    id: 'S-2210.hrsTrabAntesAcid.obrigatorio',
    source: `${xsd}, hrsTrabAntesAcid: "Preenchimento obrigatório se tpAcid = [1] ou se (tpAcid = [3] e dtAcid >= [2022-07-20])"`,
    message: requiredMessage,
    broken: ({ cat }) => at((cat.tpAcid === 1 || (cat.tpAcid === 3 && cat.dtAcid >= '2022-07-20')) && !cat.hrsTrabAntesAcid, 'cat.hrsTrabAntesAcid'),
  },
  {
    id: 'S-2210.codPostal.obrigatorio',
    source: `${xsd}, localAcidente/codPostal: "Preenchimento obrigatório se tpLocal = [2]"`,
    message: requiredMessage,
    broken: ({ cat }) => at(cat.localAcidente.tpLocal === 2 && !cat.localAcidente.codPostal, 'cat.localAcidente.codPostal'),
  },
  {
    id: 'S-2210.codPostal.exclusivo',
    source: `${xsd}, localAcidente/codPostal: "Não preencher nos demais casos" (tpLocal diferente de [2])`,
    message: inputMessages.notAllowed,
    broken: ({ cat }) => at(cat.localAcidente.tpLocal !== 2 && Boolean(cat.localAcidente.codPostal), 'cat.localAcidente.codPostal'),
  },
  {
    id: 'S-2210.dtAcid.hoje',
    source: `${xsd}, dtAcid: "Deve ser uma data válida, igual ou anterior à data atual"`,
    message: ruleMessages.afterToday,
    broken: ({ cat }, { hoje }) => at(after(cat.dtAcid, hoje), 'cat.dtAcid'),
  },
  {
    id: 'S-2210.dtAcid.admissao',
    source: `${xsd}, dtAcid: "igual ou posterior à data de admissão do trabalhador"`,
    message: ruleMessages.beforeAdmission,
    broken: ({ cat }, { admissao }) => at(after(admissao, cat.dtAcid), 'cat.dtAcid'),
  },
  {
    id: 'S-2210.dtObito.hoje',
    source: `${xsd}, dtObito: "igual ou posterior a dtAcid e igual ou anterior à data atual"`,
    message: ruleMessages.afterToday,
    broken: ({ cat }, { hoje }) => at(after(cat.dtObito, hoje), 'cat.dtObito'),
  },
  {
    id: 'S-2210.ultDiaTrab.hoje',
    source: `${xsd}, ultDiaTrab: "Se informada, deve ser uma data igual ou anterior à data atual"`,
    message: ruleMessages.afterToday,
    broken: ({ cat }, { hoje }) => at(after(cat.ultDiaTrab, hoje), 'cat.ultDiaTrab'),
  },
  {
    id: 'S-2210.ultDiaTrab.admissao',
    source: `${xsd}, ultDiaTrab: "e igual ou posterior à data de admissão do trabalhador"`,
    message: ruleMessages.beforeAdmission,
    broken: ({ cat }, { admissao }) => at(after(admissao, cat.ultDiaTrab), 'cat.ultDiaTrab'),
  },
  {
    id: 'S-2210.dtAtendimento.hoje',
    source: `${xsd}, atestado/dtAtendimento: "igual ou posterior a dtAcid e igual ou anterior à data atual"`,
    message: ruleMessages.afterToday,
    broken: ({ cat }, { hoje }) => at(after(cat.atestado.dtAtendimento, hoje), 'cat.atestado.dtAtendimento'),
  },
  {
    id: 'S-2210.ideLocalAcid.avulso',
    source: `${xsd}, localAcidente/ideLocalAcid: "CONDICAO_GRUPO: O (… ou se o código de categoria no RET for igual a [2XX] e dtAcid >= [2023-01-16])"`,
    message: requiredMessage,
    broken: (input, context) =>
      at(isAvulso(categoria(input, context)) && input.cat.dtAcid >= '2023-01-16' && !input.cat.localAcidente.ideLocalAcid, 'cat.localAcidente.ideLocalAcid.nrInsc'),
  },
];
