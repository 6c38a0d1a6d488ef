import type * as z from 'zod';
import { mensagemDaRegra } from '../../domain/esocial-validacao';
import { checkEventCodes } from '../codes';
import { EventInputError } from '../errors';
import { eventIdPattern, idInscription } from '../ids';
import type { IdeEmpregador } from '../inputs';
import { eventLayouts, layoutNamespace, type EventLayout } from '../layouts';
import { el } from '../xml';

/** An event written for the web service: its layout, Id, employer and the XML (unsigned until sign.ts runs). */
export interface BuiltEvent {
  readonly layout: EventLayout;
  readonly id: string;
  readonly ideEmpregador: IdeEmpregador;
  readonly xml: string;
}

/**
 * Parses an input with its schema, turning zod's issues into an EventInputError with field paths; then checks every
 * code the event carries against its official table (codes.ts).
 */
export function parseInput<S extends z.ZodType>(layout: EventLayout, schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new EventInputError(
      layout,
      // The message reaches the user (400): zod's English defaults become pt-BR (issue 12 item 9).
      result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: mensagemDaRegra(issue.message) })),
    );
  }
  checkEventCodes(layout, result.data);
  return result.data;
}

/**
 * Checks the Id against the rule (ids.ts) and the employer: the manual's REGRA_VALIDA_ID_EVENTO wants the Id's
 * inscription to be the employer's of ideEmpregador.
 */
export function checkEventId(layout: EventLayout, id: string, employer: IdeEmpregador): void {
  if (!eventIdPattern.test(id)) throw new EventInputError(layout, [{ path: 'Id', message: `Id fora da regra do eSocial: ${id}` }]);
  if (id.slice(2, 17) !== `${employer.tpInsc}${idInscription(employer)}`) {
    throw new EventInputError(layout, [{ path: 'Id', message: 'O Id do evento não corresponde ao empregador' }]);
  }
}

/** <eSocial xmlns="…"><evtX Id="…">…</evtX></eSocial>: the signature is appended later as the last child. */
export function eventDocument(layout: EventLayout, id: string, children: readonly string[]): string {
  return `<eSocial xmlns="${layoutNamespace(layout)}">${el(eventLayouts[layout].root, children, { Id: id })}</eSocial>`;
}

export function ideEventoXml(ide: { indRetif?: number; nrRecibo?: string; tpAmb: number; procEmi: number; verProc: string }): string {
  return el('ideEvento', [
    el('indRetif', ide.indRetif),
    el('nrRecibo', ide.nrRecibo),
    el('tpAmb', ide.tpAmb),
    el('procEmi', ide.procEmi),
    el('verProc', ide.verProc),
  ]);
}

export function ideEmpregadorXml(ide: IdeEmpregador): string {
  return el('ideEmpregador', [el('tpInsc', ide.tpInsc), el('nrInsc', ide.nrInsc)]);
}

export function ideVinculoXml(ide: { cpfTrab: string; matricula?: string; codCateg?: string }): string {
  return el('ideVinculo', [el('cpfTrab', ide.cpfTrab), el('matricula', ide.matricula), el('codCateg', ide.codCateg)]);
}
