import type { EventLayout } from './layouts';
import { EventInputError, type EventInputIssue } from './errors';
import type { S2210, S2220, S2240 } from './inputs';
import { hasCode, type CodeTableName } from './tables/index';

/*
 * Every code an event carries checked against its official table (tables/README.md), with the validation text of
 * the S-1.3 schemas ("Deve ser um código válido e existente na Tabela NN"). The schemas check only the form of a
 * code (four digits, 99.99.999); the service refuses a well-formed code that is not in the table.
 * Tables 06, 13, 14, 15, 17 and 20 (CAT) are not checked: no published copy was found (tables/README.md).
 */

export const codeMessages = {
  categoria: 'Deve ser um código válido e existente na Tabela 01',
  agenteNocivo: 'Deve ser um código válido e existente na Tabela 24',
  procedimento: 'Deve ser um código válido e existente na Tabela 27',
  municipio: 'Deve ser um código válido e existente na tabela do IBGE',
  cid: 'Deve ser um código válido e existente na tabela CID',
} as const;

type Issues = EventInputIssue[];

function check(issues: Issues, table: CodeTableName, code: string | undefined, path: string, message: string): void {
  if (code !== undefined && !hasCode(table, code)) issues.push({ path, message });
}

/** T_ideVinculo_sst: codCateg (Tabela 01) of a worker without matrícula. */
function vinculoIssues(issues: Issues, codCateg: string | undefined): void {
  check(issues, 'categorias', codCateg, 'ideVinculo.codCateg', codeMessages.categoria);
}

/** S-2220: each procRealizado in Tabela 27 (evtMonit.xsd, procRealizado). */
export function s2220CodeIssues(value: S2220): Issues {
  const issues: Issues = [];
  vinculoIssues(issues, value.ideVinculo.codCateg);
  value.exMedOcup.aso.exame.forEach((exame, index) => {
    check(issues, 'procedimentos', exame.procRealizado, `exMedOcup.aso.exame.${index}.procRealizado`, codeMessages.procedimento);
  });
  return issues;
}

/** S-2240: each codAgNoc in Tabela 24 (evtExpRisco.xsd, codAgNoc). */
export function s2240CodeIssues(value: S2240): Issues {
  const issues: Issues = [];
  vinculoIssues(issues, value.ideVinculo.codCateg);
  value.infoExpRisco.agNoc.forEach((agente, index) => {
    check(issues, 'agentesNocivos', agente.codAgNoc, `infoExpRisco.agNoc.${index}.codAgNoc`, codeMessages.agenteNocivo);
  });
  return issues;
}

/** S-2210: codMunic in the IBGE table (evtCAT.xsd, localAcidente/codMunic), codCID in CID-10 (atestado/codCID). */
export function s2210CodeIssues(value: S2210): Issues {
  const issues: Issues = [];
  vinculoIssues(issues, value.ideVinculo.codCateg);
  check(issues, 'municipios', value.cat.localAcidente.codMunic, 'cat.localAcidente.codMunic', codeMessages.municipio);
  check(issues, 'cid10', value.cat.atestado.codCID, 'cat.atestado.codCID', codeMessages.cid);
  return issues;
}

/**
 * Throws the event's 400 (EventInputError, pt-BR) when a code it carries is not in its table; S-3000 carries none.
 * `value` is the output of the layout's schema (inputs.ts).
 */
export function checkEventCodes(layout: EventLayout, value: unknown): void {
  const issues =
    layout === 'S-2220'
      ? s2220CodeIssues(value as S2220)
      : layout === 'S-2240'
        ? s2240CodeIssues(value as S2240)
        : layout === 'S-2210'
          ? s2210CodeIssues(value as S2210)
          : [];
  if (issues.length > 0) throw new EventInputError(layout, issues);
}
