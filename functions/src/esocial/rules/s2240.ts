import { addDays, requiredMessage } from '@ocupacional/shared';
import { inputMessages, type S2240 } from '../inputs';
import { after, at, isAvulso, ruleMessages, type Rule } from './rule';

/* S-2240 rules the XSD cannot check, from the "Validação" notes of evtExpRisco.xsd (S-1.3). */

const xsd = 'evtExpRisco.xsd (S-1.3)';

/** Category of the worker: the event's codCateg, else the one the platform knows (null when unknown). */
const categoria = (input: S2240, context: { categoria?: string | null }) => input.ideVinculo.codCateg ?? context.categoria ?? null;

/** dtFimCondicao is asked of avulsos from this start of condition on. */
const avulsoEndFrom = '2023-01-16';

export const s2240Rules: readonly Rule<S2240>[] = [
  {
    id: 'S-2240.dtIniCondicao.admissao',
    source: `${xsd}, dtIniCondicao: "Deve ser uma data válida, igual ou posterior à data de admissão do vínculo a que se refere"`,
    message: ruleMessages.beforeAdmission,
    broken: ({ infoExpRisco }, { admissao }) => at(after(admissao, infoExpRisco.dtIniCondicao), 'infoExpRisco.dtIniCondicao'),
  },
  {
    id: 'S-2240.dtIniCondicao.trintaDias',
    source: `${xsd}, dtIniCondicao: "nem pode ser posterior a 30 (trinta) dias da data atual"`,
    message: ruleMessages.beyondThirtyDays,
    broken: ({ infoExpRisco }, { hoje }) => at(after(infoExpRisco.dtIniCondicao, addDays(hoje, 30)), 'infoExpRisco.dtIniCondicao'),
  },
  {
    id: 'S-2240.dtFimCondicao.avulso',
    source: `${xsd}, dtFimCondicao: "Preenchimento obrigatório e exclusivo para trabalhador avulso (código de categoria no RET igual a [2XX]) e se dtIniCondicao for igual ou posterior a [2023-01-16]"`,
    message: requiredMessage,
    broken: (input, context) =>
      at(
        isAvulso(categoria(input, context)) && input.infoExpRisco.dtIniCondicao >= avulsoEndFrom && !input.infoExpRisco.dtFimCondicao,
        'infoExpRisco.dtFimCondicao',
      ),
  },
  {
    id: 'S-2240.dtFimCondicao.exclusivo',
    source: `${xsd}, dtFimCondicao: "obrigatório e exclusivo para trabalhador avulso" — never for a known category other than 2XX`,
    message: inputMessages.notAllowed,
    broken: (input, context) => {
      const known = categoria(input, context);
      return at(known !== null && !isAvulso(known) && Boolean(input.infoExpRisco.dtFimCondicao), 'infoExpRisco.dtFimCondicao');
    },
  },
];
