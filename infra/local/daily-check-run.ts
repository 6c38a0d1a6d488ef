import { partsOfDay, type ParteDoDia } from '@ocupacional/functions/data/daily-check-state';
import { juntarResumos, type ResumoEsocial } from '@ocupacional/functions/data/esocial/verificacao-diaria';
import type { DailyCheckResult } from '@ocupacional/functions/workers/daily-check';
import type { LocalCloud } from './cloud';

/*
 * The daily check on a local cloud, start to end: the scheduled function only fans the day out to the dailyCheck
 * queue (issue 21 item 4), so `npm run daily-check` and the tests wait for the queue's worker to finish every part
 * and read the tenants' summaries from the parts. Runs in the local cloud's process (its environment names the table).
 */

export interface LocalDailyCheckResult extends DailyCheckResult {
  /** Whether every part of the day was done before the wait ended. */
  readonly finished: boolean;
  /** Each tenant's summary of the day (its parts done), by tenant. */
  readonly esocial: ResumoEsocial[];
}

/** Each tenant's summary of a day from its parts done, in tenant order. */
export function summariesOf(parts: readonly ParteDoDia[]): ResumoEsocial[] {
  const byTenant = new Map<string, ResumoEsocial[]>();
  for (const part of parts) {
    const resumos = byTenant.get(part.tenant) ?? [];
    if (part.status === 'concluida' && part.resumo) resumos.push(JSON.parse(part.resumo) as ResumoEsocial);
    byTenant.set(part.tenant, resumos);
  }
  return [...byTenant.entries()].map(([tenant, resumos]) => juntarResumos(tenant, resumos));
}

/** Waits until every part of the day is done, or `timeoutMs` passed; answers the day's parts as last read. */
export async function waitForDay(day: string, timeoutMs = 60_000): Promise<{ finished: boolean; parts: ParteDoDia[] }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const parts = await partsOfDay(day);
    const finished = parts.every((part) => part.status === 'concluida');
    if (finished || Date.now() >= deadline) return { finished, parts };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Fires the daily check (by default as the local scheduler does; `fire` for another way, such as the HTTP route
 * `npm run daily-check` calls) and waits for its parts.
 */
export async function runLocalDailyCheck(
  cloud: Pick<LocalCloud, 'fireSchedule'>,
  options: { fire?: () => Promise<unknown>; timeoutMs?: number } = {},
): Promise<LocalDailyCheckResult> {
  const result = (await (options.fire ? options.fire() : cloud.fireSchedule('dailyCheck'))) as DailyCheckResult;
  const { finished, parts } = await waitForDay(result.day, options.timeoutMs);
  return { ...result, finished, esocial: summariesOf(parts) };
}
