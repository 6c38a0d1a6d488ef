import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { addDays } from '@ocupacional/shared';
import { saoPauloDate } from '../domain/calendar';
import { enviarPartes, planejarPartes, type MensagemVerificacao } from '../data/daily-check-queue';
import { claimDay, claimedBefore, getClaim, partsOfDay, registerPart, updateClaim, type ParteDoDia } from '../data/daily-check-state';
import { esocialConfigs } from '../data/entities/esocial-config';
import { tenantsEsocial } from '../data/esocial/arquivos';
import { logger } from '../platform/logger';
import { publishUnfinishedTenants } from './daily-check-metric';

export interface DailyCheckResult {
  /** The São Paulo calendar day the run belongs to. */
  readonly day: string;
  /** True when this run claimed the day; false for a retried or repeated run, which sends only what is not done. */
  readonly ran: boolean;
  /** The day's parts (one per tenant, or per company of a large tenant). */
  readonly parts: number;
  /** Messages this run put on the dailyCheck queue: every part not done yet. */
  readonly sent: number;
  /** The day before: how many of its tenants were left unfinished (published as the alarm's metric). */
  readonly previousDay: { readonly day: string; readonly unfinishedTenants: number };
}

/** EventBridge Scheduler's event (the local cloud sends the same): the instant it fired, when it says so. */
const scheduledEvent = z.object({ time: z.iso.datetime({ offset: true }) });

/**
 * The daily check, fired at 00:00 America/Sao_Paulo by EventBridge Scheduler (locally by the local cloud's
 * scheduler or `npm run daily-check`). It first counts the tenants the day before left unfinished and publishes the
 * count (the stack alarms on it). Then it claims the day in the platform task log, registers one part per tenant
 * (per company for a large one) and sends each part not done to the dailyCheck queue, where
 * workers/daily-check-tenant.ts does it. A retried run (after a timeout or an error) finds the claim and sends
 * again what is not done, so nothing stops silently; a part done is never sent again.
 */
export async function handler(event: unknown, context?: Context): Promise<DailyCheckResult> {
  logger.resetKeys();
  logger.appendKeys({ requestId: context?.awsRequestId });
  const fired = scheduledEvent.safeParse(event);
  const startedAt = fired.success ? new Date(fired.data.time) : new Date();
  const day = saoPauloDate(startedAt);
  const previousDay = await reportDay(addDays(day, -1));

  const claim = await claimDay(day, startedAt, context?.awsRequestId);
  const parts = await planDay(day, startedAt, claim.plannedAt !== undefined);
  const pending = parts.filter((part) => part.status !== 'concluida');
  const messages = pending.map((part): MensagemVerificacao => ({ dia: day, agora: claim.startedAt, tenant: part.tenant, parte: part.parte }));
  await enviarPartes(messages);
  if (!claim.plannedAt) await updateClaim(day, { plannedAt: new Date().toISOString(), parts: parts.length });

  const result: DailyCheckResult = { day, ran: claim.claimed, parts: parts.length, sent: messages.length, previousDay };
  logger.info('daily check fanned out', { ...result });
  return result;
}

/**
 * The day's parts, registered: those an earlier run registered, and for every tenant of the registry without any
 * (all of them on the first run), its parts planned from its configuration. Once a run has registered every part,
 * a retry does not read the registry again.
 */
async function planDay(day: string, now: Date, planned: boolean): Promise<ParteDoDia[]> {
  const existing = await partsOfDay(day);
  if (planned) return existing;
  const known = new Set(existing.map((part) => part.tenant));
  const added: ParteDoDia[] = [];
  for (const tenant of await tenantsEsocial()) {
    if (known.has(tenant)) continue;
    const { data: config } = await esocialConfigs().get({ tenant }).go();
    const empresaIds = config?.ativo && config.dataInicio ? (config.empresaIds ?? []) : [];
    for (const parte of planejarPartes(empresaIds)) {
      await registerPart(day, tenant, parte, now);
      added.push({ tenant, parte, status: 'pendente', tentativas: 0 });
    }
  }
  return [...existing, ...added];
}

/**
 * Counts a day's tenants left unfinished (issue 21 item 4: a day must not end unfinished unnoticed), logs them,
 * publishes the count as the metric customMetrics.dailyCheckUnfinishedTenants and notes it on the day's claim.
 * Unfinished: a tenant with a part not done; and, when no run of the day registered every part, a tenant of the
 * registry with none; and a day never claimed counts every tenant of the registry, unless no day ever was (a new
 * stage). Those tenants' work is not re-sent: the new day's check covers it (events since data_inicio, every
 * lote still waiting), and the parts still failing stay in the dead-letter queue for an operator.
 */
async function reportDay(day: string): Promise<DailyCheckResult['previousDay']> {
  const claim = await getClaim(day);
  let unfinished: string[];
  if (!claim) {
    unfinished = (await claimedBefore(day)) ? await tenantsEsocial() : [];
  } else {
    const parts = await partsOfDay(day);
    unfinished = [...new Set(parts.filter((part) => part.status !== 'concluida').map((part) => part.tenant))];
    if (!claim.plannedAt) {
      const registered = new Set(parts.map((part) => part.tenant));
      unfinished.push(...(await tenantsEsocial()).filter((tenant) => !registered.has(tenant)));
    }
  }
  publishUnfinishedTenants(day, unfinished.length);
  if (unfinished.length > 0) {
    logger.error('daily check day ended unfinished', { day, claimed: Boolean(claim), unfinishedTenants: unfinished.length, tenants: unfinished.slice(0, 100) });
  }
  if (claim) await updateClaim(day, { unfinishedTenants: unfinished.length, reportedAt: new Date().toISOString() });
  return { day, unfinishedTenants: unfinished.length };
}
