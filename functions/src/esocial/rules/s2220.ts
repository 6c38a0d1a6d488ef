import type { S2220 } from '../inputs';
import { after, at, ruleMessages, type Rule } from './rule';

/*
 * S-2220 (ASO) rules the XSD cannot check, from the "Validação" notes of evtMonit.xsd (S-1.3). The exam dates not
 * after the ASO's (dtExm) are a field rule of inputs.ts; the exams' dates against today follow from it and dtAso's.
 */

const xsd = 'evtMonit.xsd (S-1.3)';

/** Exam type 0: admissional. */
const admissional = 0;

export const s2220Rules: readonly Rule<S2220>[] = [
  {
    id: 'S-2220.tpExameOcup.admissional',
    source: `${xsd}, tpExameOcup: "Se informado [0], não pode existir outro evento S-2220 para o mesmo contrato com dtAso anterior" — one admission exam per contract, and it comes first`,
    message: ruleMessages.admissionNotFirst,
    broken: ({ exMedOcup }, { outrosAsos = [] }) =>
      at(exMedOcup.tpExameOcup === admissional && outrosAsos.some((outro) => outro.dtAso < exMedOcup.aso.dtAso), 'exMedOcup.tpExameOcup'),
  },
  {
    id: 'S-2220.dtAso.hoje',
    source: `${xsd}, aso/dtAso: "Deve ser uma data válida, igual ou anterior à data atual"`,
    message: ruleMessages.afterToday,
    broken: ({ exMedOcup }, { hoje }) => at(after(exMedOcup.aso.dtAso, hoje), 'exMedOcup.aso.dtAso'),
  },
  {
    id: 'S-2220.dtAso.admissao',
    source: `${xsd}, aso/dtAso: "Se tpExameOcup for diferente de [0], também deve ser igual ou posterior à data de admissão/exercício ou de início" — periodic, return, change and the monitoração pontual (4) alike`,
    message: ruleMessages.beforeAdmission,
    broken: ({ exMedOcup }, { admissao }) => at(exMedOcup.tpExameOcup !== admissional && after(admissao, exMedOcup.aso.dtAso), 'exMedOcup.aso.dtAso'),
  },
  {
    id: 'S-2220.dtExm.hoje',
    source: `${xsd}, exame/dtExm: "igual ou anterior à data do ASO informada em dtAso", which is "igual ou anterior à data atual"`,
    message: ruleMessages.afterToday,
    broken: ({ exMedOcup }, { hoje }) =>
      exMedOcup.aso.exame.flatMap((exame, index) => at(after(exame.dtExm, hoje), `exMedOcup.aso.exame.${index}.dtExm`)),
  },
];
