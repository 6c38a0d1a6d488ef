import { todayInSaoPaulo } from '@ocupacional/shared';
import { dayCounterNames, windowCounterNames } from './consulta-counters';
import { consultas, filaDaConsulta, type ConsultaItem } from './entities/consulta';
import { rewriteEntity } from './entity-scan';
import { countedBy, counterChange, listCounter, readCounters, recountLists } from './list-counters';
import type { TransactOperation } from './transactions';

/*
 * The counters behind the totals of the definitive consultations' lists (issue 17; docs/data-model.md "Issue 17:
 * ASO consultations"): the back office's ASO list (68 + 69, created 60 days back), the company's release list (66)
 * and the upload form's consultation picker (every status, 730 days). Their default views are creation windows, so
 * each consultation adds 1 to the day and ten-day-block counters (consulta-counters.ts) of its creation day: of its
 * queue (filaDaConsulta) tenant-wide and in its company, and of every live consultation tenant-wide and in its
 * company. A creation or a change of status changes them in its own transaction.
 */

export const filaLists = {
  /** The tenant's consultations of a queue ('aso' = 68 + 69, or a status), by creation day. */
  fila: 'consultas-fila',
  /** A company's consultations of a queue, by creation day. */
  empresaFila: 'consultas-fila-empresa',
  /** The tenant's live consultations, by creation day. */
  todas: 'consultas-definitivas',
  /** A company's live consultations, by creation day. */
  empresa: 'consultas-definitivas-empresa',
} as const;

/** What of a consultation its counters depend on. */
export type FilaCounted = Pick<ConsultaItem, 'empresaId' | 'dtCad' | 'tipoStatus' | 'deletedAt'>;

/** The São Paulo day a consultation was created (the lists' windows are São Paulo days). */
const creationDay = (dtCad: string) => todayInSaoPaulo(new Date(dtCad));

/** The counters a consultation in this state adds 1 to. */
export function filaCountersOf(item: FilaCounted): string[] {
  if (item.deletedAt) return [];
  const day = creationDay(item.dtCad);
  const fila = filaDaConsulta(item);
  return [
    listCounter(filaLists.fila, fila),
    listCounter(filaLists.empresaFila, item.empresaId, fila),
    filaLists.todas,
    listCounter(filaLists.empresa, item.empresaId),
  ].flatMap((base) => dayCounterNames(base, day));
}

/**
 * The counter operations of a consultation going from `before` to `after` (null: not there), for the write's
 * transaction; none when its counters stay the same.
 *
 * @example await transactWrite([{ put: consultas().create(item).params() }, ...filaCounterChanges(tenant, null, item)]);
 */
export function filaCounterChanges(tenant: string, before: FilaCounted | null, after: FilaCounted | null): TransactOperation[] {
  const change = new Map<string, number>();
  for (const name of before ? filaCountersOf(before) : []) change.set(name, (change.get(name) ?? 0) - 1);
  for (const name of after ? filaCountersOf(after) : []) change.set(name, (change.get(name) ?? 0) + 1);
  return [...change].filter(([, delta]) => delta !== 0).map(([name, delta]) => counterChange(tenant, name, delta));
}

/** Most counters a total reads (one BatchGetItem holds 100 keys). */
const maxCounters = 100;

/**
 * The rows of `base` created in the São Paulo days `start`..`end`, from its counters (one BatchGet), or null when
 * the window needs more counters than one BatchGet holds.
 */
export async function filaWindowTotal(tenant: string, base: string, start: string, end: string): Promise<number | null> {
  if (start > end) return 0;
  const names = windowCounterNames(base, start, end);
  if (names.length > maxCounters) return null;
  const values = await readCounters(tenant, names);
  return names.reduce((sum, name) => sum + (values.get(name) ?? 0), 0);
}

/**
 * Counts every consultation once into these counters, replacing what they held (the migration that introduces them;
 * a seed that writes items around the write paths). Reads the entity whole: never on a request path. Answers the
 * counters written.
 */
export async function recountFilaCounters(): Promise<number> {
  const sources = [countedBy((cursor) => consultas().scan.go({ cursor }), filaCountersOf)];
  return (await recountLists(Object.values(filaLists), sources)).counters;
}

/**
 * The work of issue 17's ASO lists migration (migrations.ts), run now: every consultation rewritten through the
 * entity (which derives its queue and writes the byFila / byEmpresaFila keys), then the counters counted. Answers the
 * items touched.
 */
export async function migrarConsultasParaFilas(): Promise<number> {
  return (await rewriteEntity(consultas(), 'consulta-filas')) + (await recountFilaCounters());
}
