import { consultaStatus, todayInSaoPaulo } from '@ocupacional/shared';
import { consultaExames, type ConsultaExameItem } from './entities/consulta-exame';
import { consultasExternas, type ConsultaExternaItem } from './entities/consulta-externa';
import { changeCounter, countedBy, counterChange, listCounter, readCounters, recountLists } from './list-counters';
import type { TransactOperation } from './transactions';

/*
 * The counters behind the consultation lists' totals and the menu badges (issue 17; docs/data-model.md "Issue 17:
 * consultations"). The lists' default views are date windows (created 60 days back, scheduled 60 days back,
 * scheduled −10..+30, exam day ±30), so a total is a sum of counters over days. Each counted row adds 1 to the
 * counter of its day AND of its ten-day block (epoch day / 10), in the same transaction as the write; a window is
 * then read as at most 9 leading days + its whole blocks + 9 trailing days (≤ 24 counters for 61 days, one
 * BatchGet) instead of one counter per day.
 */

/** The lists and badges counted, each scoped by its owner's id. */
export const countedLists = {
  /** Company list (default: created 60 days back to today, deleted rows shown), by created day. */
  empresa: 'consultas-externas-empresa',
  /** Clinic list (and the back office's default clinic): by schedule day, deleted rows shown. */
  credenciada: 'consultas-externas-credenciada',
  /** Clinic badge: scheduled (54), not deleted, by schedule day. */
  agendadas: 'consultas-agendadas-credenciada',
  /** Company badge: registration failed (195), not deleted, by created day. */
  erroCadastro: 'consultas-erro-cadastro-empresa',
  /** Partner list (default: exam day 30 days back to 30 ahead): exams assigned to the partner, by exam day. */
  parceiro: 'exames-parceiro',
} as const;

const dayMs = 86_400_000;
const blockDays = 10;

function epochDay(isoDay: string): number {
  return Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / dayMs);
}

function isoDay(epoch: number): string {
  return new Date(epoch * dayMs).toISOString().slice(0, 10);
}

/** The counters one row of `day` adds to: its day's and its ten-day block's. */
export function dayCounterNames(base: string, day: string): string[] {
  const epoch = epochDay(day);
  return [`${base}#d#${day}`, `${base}#b#${Math.floor(epoch / blockDays)}`];
}

/**
 * The fewest counters whose sum is the rows of the days `start`..`end` (inclusive): whole ten-day blocks inside the
 * window, single days at its edges.
 *
 * @example windowCounterNames('x', '2026-01-01', '2026-01-31') // days up to a block start, blocks, trailing days
 */
export function windowCounterNames(base: string, start: string, end: string): string[] {
  const last = epochDay(end);
  const names: string[] = [];
  let epoch = epochDay(start);
  while (epoch <= last) {
    if (epoch % blockDays === 0 && epoch + blockDays - 1 <= last) {
      names.push(`${base}#b#${epoch / blockDays}`);
      epoch += blockDays;
    } else {
      names.push(`${base}#d#${isoDay(epoch)}`);
      epoch += 1;
    }
  }
  return names;
}

/** The rows of the windows (one BatchGet for all of them): each `[base, start, end]`, summed. */
export async function windowTotal(tenant: string, windows: readonly (readonly [string, string, string])[]): Promise<number> {
  const names = windows.flatMap(([base, start, end]) => windowCounterNames(base, start, end));
  const values = await readCounters(tenant, names);
  return names.reduce((sum, name) => sum + (values.get(name) ?? 0), 0);
}

/** The São Paulo day of an instant (createdAt), or the day part of a schedule date. */
function dayOf(value: string): string {
  return value.length > 16 ? todayInSaoPaulo(new Date(value)) : value.slice(0, 10);
}

/** What of an external consultation the counters depend on. */
export type CountedConsulta = Pick<ConsultaExternaItem, 'empresaId' | 'credenciadaId' | 'dataAge' | 'createdAt' | 'tipoStatus' | 'deletedAt'>;

/** The counters a consultation in this state adds 1 to. */
export function countersOf(item: CountedConsulta): string[] {
  const created = dayOf(item.createdAt);
  const scheduled = dayOf(item.dataAge);
  const names = [
    ...dayCounterNames(listCounter(countedLists.empresa, item.empresaId), created),
    ...dayCounterNames(listCounter(countedLists.credenciada, item.credenciadaId), scheduled),
  ];
  if (!item.deletedAt && item.tipoStatus === consultaStatus.agendada) {
    names.push(...dayCounterNames(listCounter(countedLists.agendadas, item.credenciadaId), scheduled));
  }
  if (!item.deletedAt && item.tipoStatus === consultaStatus.erroCadastro) {
    names.push(...dayCounterNames(listCounter(countedLists.erroCadastro, item.empresaId), created));
  }
  return names;
}

/** The counters an exam adds 1 to (only exams assigned to a partner are listed to one). */
export function examCountersOf(exame: Pick<ConsultaExameItem, 'parceiroId' | 'data'>): string[] {
  return exame.parceiroId ? dayCounterNames(listCounter(countedLists.parceiro, exame.parceiroId), exame.data) : [];
}

/** The net change of each counter from some rows' states before to after (null: not there), zeros left out. */
function deltas(pairs: readonly (readonly [string[], string[]])[]): Map<string, number> {
  const change = new Map<string, number>();
  for (const [before, after] of pairs) {
    for (const name of before) change.set(name, (change.get(name) ?? 0) - 1);
    for (const name of after) change.set(name, (change.get(name) ?? 0) + 1);
  }
  for (const [name, delta] of change) if (delta === 0) change.delete(name);
  return change;
}

type Change = readonly [CountedConsulta | null, CountedConsulta | null];

function changePairs(changes: readonly Change[], exames: readonly Pick<ConsultaExameItem, 'parceiroId' | 'data'>[]) {
  return [
    ...changes.map(([before, after]) => [before ? countersOf(before) : [], after ? countersOf(after) : []] as const),
    ...exames.map((exame) => [[] as string[], examCountersOf(exame)] as const),
  ];
}

/**
 * The counter changes of external consultations moving from `before` to `after` (null: created / not there) and of
 * new partner exams, merged per counter (a transaction may touch an item once), as operations of a transaction.
 */
export function consultaCounterChanges(
  tenant: string,
  changes: readonly Change[],
  exames: readonly Pick<ConsultaExameItem, 'parceiroId' | 'data'>[] = [],
): TransactOperation[] {
  return [...deltas(changePairs(changes, exames))].map(([name, delta]) => counterChange(tenant, name, delta));
}

/**
 * The same changes as UpdateItem ADDs right after the write succeeded. The consultation writes use this rather
 * than a counter inside their transaction: concurrent transactions touching one counter item cancel each other
 * (TransactionConflict), which transactions.ts reports like a failed condition, so a burst of orders for one
 * company on one day would fail (and the batch worker would take its own create for a duplicate delivery). ADDs
 * outside a transaction never conflict; a crash between the write and them leaves a counter short by one until a
 * recount (docs/decisions.md "Issue 17: consultations").
 *
 * @example await transactWrite([{ put: consultasExternas().create(item).params() }]); await applyConsultaCounterChanges(tenant, [[null, item]]);
 */
export async function applyConsultaCounterChanges(
  tenant: string,
  changes: readonly Change[],
  exames: readonly Pick<ConsultaExameItem, 'parceiroId' | 'data'>[] = [],
): Promise<void> {
  await Promise.all([...deltas(changePairs(changes, exames))].map(([name, delta]) => changeCounter(tenant, name, delta)));
}

/**
 * Counts every external consultation and partner exam once into the counters, replacing what they held (the
 * migration that introduces them, and a seed that writes items around the product's write paths). Reads the
 * entities whole, a page at a time: never on a request path. Answers the counters written.
 */
export async function recountConsultaCounters(): Promise<number> {
  const sources = [
    countedBy((cursor) => consultasExternas().scan.go({ cursor }), countersOf),
    countedBy((cursor) => consultaExames().scan.go({ cursor }), examCountersOf),
  ];
  return (await recountLists(Object.values(countedLists), sources)).counters;
}
