import type { EventLayout } from './layouts';
import { EventInputError, type EventInputIssue } from './errors';
import type { S2210, S2220, S2240 } from './inputs';
import { codeRow, hasCode, type CodeTableName } from './tables/index';

/*
 * Every code an event carries checked against its official table (tables/README.md), with the validation text of
 * the S-1.3 schemas ("Deve ser um código válido e existente na Tabela NN"). The schemas check only the form of a
 * code (four digits, 99.99.999); the service refuses a well-formed code that is not in the table.
 */

export const codeMessages = {
  categoria: 'Deve ser um código válido e existente na Tabela 01',
  agenteNocivo: 'Deve ser um código válido e existente na Tabela 24',
  procedimento: 'Deve ser um código válido e existente na Tabela 27',
  municipio: 'Deve ser um código válido e existente na tabela do IBGE',
  cid: 'Deve ser um código válido e existente na tabela CID',
  pais: 'Deve ser um código de país válido e existente na Tabela 06',
  parteAtingida: 'Deve ser um código válido e existente na Tabela 13',
  agenteCausador: 'Deve ser um código válido e existente na Tabela 14',
  agenteCausadorAntigo: 'Deve ser um código válido e existente na Tabela 14 ou na Tabela 15',
  situacaoGeradora: 'Deve ser um código válido e existente na Tabela 15',
  naturezaLesao: 'Deve ser um código válido e existente na Tabela 17',
  tipoLogradouro: 'Deve ser um código válido e existente na Tabela 20',
} as const;

/** evtCAT.xsd codAgntCausador: from this accident date a típico or trajeto accident takes Tabela 14 codes only. */
export const agentTable14OnlyFrom = '2024-01-22';

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

/**
 * evtCAT.xsd localAcidente/pais: a code of Tabela 06 the country still had on the accident date (the table's
 * "data de extinção" is the day the country ceased to exist).
 */
function paisIssues(issues: Issues, pais: string | undefined, dtAcid: string): void {
  if (pais === undefined) return;
  const extinction = codeRow('paises', pais)?.[3];
  if (extinction === undefined || (extinction !== '' && extinction <= dtAcid)) {
    issues.push({ path: 'cat.localAcidente.pais', message: codeMessages.pais });
  }
}

/**
 * evtCAT.xsd codAgntCausador: Tabela 14 for a típico (1) or trajeto (3) accident from 2024-01-22; Tabela 14 or 15
 * before that date or for a doença (2).
 */
function agenteCausadorIssues(issues: Issues, cat: S2210['cat']): void {
  const code = cat.agenteCausador.codAgntCausador;
  const path = 'cat.agenteCausador.codAgntCausador';
  if (cat.dtAcid >= agentTable14OnlyFrom && cat.tpAcid !== 2) {
    check(issues, 'agentesCausadores', code, path, codeMessages.agenteCausador);
  } else if (!hasCode('agentesCausadores', code) && !hasCode('situacoesGeradoras', code)) {
    issues.push({ path, message: codeMessages.agenteCausadorAntigo });
  }
}

/**
 * S-2210 (evtCAT.xsd): codSitGeradora (Tabela 15), localAcidente tpLograd (20), codMunic (IBGE) and pais (06),
 * codParteAting (13), codAgntCausador (14, or 14/15 by date), dscLesao (17) and codCID (CID-10).
 */
export function s2210CodeIssues(value: S2210): Issues {
  const issues: Issues = [];
  const { cat } = value;
  vinculoIssues(issues, value.ideVinculo.codCateg);
  check(issues, 'situacoesGeradoras', cat.codSitGeradora, 'cat.codSitGeradora', codeMessages.situacaoGeradora);
  check(issues, 'tiposDeLogradouro', cat.localAcidente.tpLograd, 'cat.localAcidente.tpLograd', codeMessages.tipoLogradouro);
  check(issues, 'municipios', cat.localAcidente.codMunic, 'cat.localAcidente.codMunic', codeMessages.municipio);
  paisIssues(issues, cat.localAcidente.pais, cat.dtAcid);
  check(issues, 'partesDoCorpo', cat.parteAtingida.codParteAting, 'cat.parteAtingida.codParteAting', codeMessages.parteAtingida);
  agenteCausadorIssues(issues, cat);
  check(issues, 'naturezasDaLesao', cat.atestado.dscLesao, 'cat.atestado.dscLesao', codeMessages.naturezaLesao);
  check(issues, 'cid10', cat.atestado.codCID, 'cat.atestado.codCID', codeMessages.cid);
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
