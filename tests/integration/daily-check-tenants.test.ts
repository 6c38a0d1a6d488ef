import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, customMetrics, todayInSaoPaulo } from '@ocupacional/shared';
import { getClaim, partsOfDay, partsOfTenant, type ParteDoDia } from '../../functions/src/data/daily-check-state';
import { esocialConfigs } from '../../functions/src/data/entities/esocial-config';
import { tarefaLogs } from '../../functions/src/data/entities/tarefa-log';
import { registrarTenantEsocial } from '../../functions/src/data/esocial/arquivos';
import { dynamo } from '../../functions/src/platform/aws';
import type { DailyCheckResult } from '../../functions/src/workers/daily-check';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { waitForDay } from '../../infra/local/daily-check-run';
import { invoke, loadHandler, type LambdaHandler } from '../../infra/local/lambda-runtime';
import { captureLogs } from '../support/captured-logs';
import { waitFor } from '../support/wait-for';

/*
 * Issue 21 item 4, through the local cloud: the scheduled function fans the day out to the dailyCheck queue, one
 * part per tenant (per company for a large tenant); the queue's worker does each part once however often SQS
 * delivers it; a tenant whose check fails leaves the others done and is delivered again until it succeeds; and the
 * next day's run counts a day's tenants left unfinished and publishes the alarm's metric.
 */

const small = ['dc-a', 'dc-b', 'dc-c'];
/** Six configured companies: above the split threshold (daily-check-queue.ts empresasPorParte). */
const large = 'dc-grande';
const largeCompanies = ['e1', 'e2', 'e3', 'e4', 'e5', 'e6'];

interface Delivery {
  readonly tenant: string;
  readonly dia: string;
  readonly parte: { tipo: string; empresaId?: string };
}

describe('the daily check fans out per tenant through the dailyCheck queue', () => {
  let cloud: LocalCloud;
  const deliveries: Delivery[] = [];
  /** Tenants whose next delivery does its part but whose answer never reaches SQS (a lost acknowledgement). */
  const lostAnswers = new Set<string>();
  /** Tenants whose next message is lost before the worker sees it (deleted unread, as a run cut short never sent it). */
  const lostMessages = new Set<string>();

  beforeAll(async () => {
    // The queue's real worker, wrapped to see every delivery and to lose an answer on demand.
    const worker: LambdaHandler = async (event: { Records: { body: string }[] }, context) => {
      const delivery = JSON.parse(event.Records[0]?.body ?? '{}') as Delivery;
      deliveries.push(delivery);
      if (lostMessages.delete(delivery.tenant)) return { batchItemFailures: [] };
      const answer = await (await loadHandler('dailyCheckTenant'))(event, context);
      if (lostAnswers.delete(delivery.tenant)) throw new Error('resposta perdida');
      return answer;
    };
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50, visibilityTimeoutSeconds: 2, workerHandlers: { dailyCheckTenant: worker } });
    for (const tenant of [...small, large]) await registrarTenantEsocial(tenant);
    await esocialConfigs()
      .put({ tenant: large, ativo: true, empresaIds: largeCompanies, dataInicio: addDays(todayInSaoPaulo(), -30) })
      .go();
  }, 60_000);

  afterAll(async () => {
    await cloud?.stop();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Fires the schedule as EventBridge Scheduler would at 00:00 São Paulo of `day`. */
  const fireAt = async (day: string) =>
    (await invoke('dailyCheck', { source: 'aws.scheduler', 'detail-type': 'Scheduled Event', time: `${day}T03:00:00.000Z` })) as DailyCheckResult;
  const partOf = (parts: ParteDoDia[], tenant: string) => parts.find((part) => part.tenant === tenant);
  /** A tenant's configuration the check cannot read: its start date is not a date (written past the entity). */
  const breakConfig = async (tenant: string, dataInicio: string) => {
    const { Key } = esocialConfigs().get({ tenant }).params<{ Key: Record<string, string> }>();
    await dynamo().send(
      new UpdateCommand({
        TableName: cloud.resources.tableName,
        Key,
        UpdateExpression: 'SET dataInicio = :dataInicio, ativo = :ativo, empresaIds = :empresaIds',
        ExpressionAttributeValues: { ':dataInicio': dataInicio, ':ativo': true, ':empresaIds': ['empresa-x'] },
      }),
    );
  };

  it('sends one part per small tenant and one per company of a large one, and does each part once even when SQS delivers it again', async () => {
    // Prepare: dc-b's first answer is lost, so SQS delivers its message again after the visibility timeout.
    const day = todayInSaoPaulo();
    lostAnswers.add('dc-b');

    // Act
    const result = await fireAt(day);
    const { finished, parts } = await waitForDay(day, 30_000);
    await waitFor(async () => (deliveries.filter((d) => d.tenant === 'dc-b' && d.dia === day).length >= 2 ? true : undefined), {
      what: 'the redelivery of dc-b',
    });
    const again = await fireAt(day);

    // Assess
    expect(result).toMatchObject({ day, ran: true, parts: 3 + 1 + largeCompanies.length, sent: 3 + 1 + largeCompanies.length });
    expect(finished).toBe(true);
    expect(parts.filter((part) => part.tenant === large).map((part) => part.parte)).toEqual(
      expect.arrayContaining([{ tipo: 'geral' }, ...largeCompanies.map((empresaId) => ({ tipo: 'empresa', empresaId }))]),
    );
    expect(parts.filter((part) => small.includes(part.tenant)).map((part) => part.parte)).toEqual([{ tipo: 'tudo' }, { tipo: 'tudo' }, { tipo: 'tudo' }]);
    // The redelivery found dc-b's part done: it was taken once.
    expect(partOf(parts, 'dc-b')?.tentativas).toBe(1);
    expect(parts.every((part) => part.tentativas === 1)).toBe(true);
    // A second firing the same day finds every part done and sends nothing.
    expect(again).toMatchObject({ day, ran: false, sent: 0 });
    const { data: log } = await tarefaLogs().get({ tenant: large, dia: day, tarefa: 'dailyCheck' }).go();
    expect(JSON.parse(log?.resultado ?? '{}')).toMatchObject({ partes: { total: 1 + largeCompanies.length, pendentes: [] } });
  });

  it('leaves the other tenants done when one fails, and delivers the failing tenant again until it succeeds', async () => {
    // Prepare: tomorrow, with dc-c's configuration unreadable.
    const day = addDays(todayInSaoPaulo(), 1);
    await esocialConfigs().put({ tenant: 'dc-c', ativo: false }).go();
    await breakConfig('dc-c', 'não é data');

    // Act
    const result = await fireAt(day);
    const failing = await waitFor(
      async () => {
        const parts = await partsOfDay(day);
        const others = parts.filter((part) => part.tenant !== 'dc-c');
        const c = partOf(parts, 'dc-c');
        return others.every((part) => part.status === 'concluida') && c && c.tentativas >= 2 ? { parts, c } : undefined;
      },
      { what: 'the others done and dc-c failed twice' },
    );
    const { data: logWhileFailing } = await tarefaLogs().get({ tenant: 'dc-c', dia: day, tarefa: 'dailyCheck' }).go();
    await breakConfig('dc-c', addDays(todayInSaoPaulo(), -30));
    const recovered = await waitFor(async () => {
      const [part] = await partsOfTenant(day, 'dc-c');
      return part?.status === 'concluida' ? part : undefined;
    }, { what: 'dc-c done after its configuration was fixed' });

    // Assess
    expect(result).toMatchObject({ day, ran: true, previousDay: { day: todayInSaoPaulo(), unfinishedTenants: 0 } });
    expect(failing.c.status).not.toBe('concluida');
    expect(failing.c.erro).toMatch(/Invalid time value/);
    expect(failing.parts.filter((part) => part.tenant !== 'dc-c').every((part) => part.tentativas === 1)).toBe(true);
    expect(logWhileFailing?.erros).toEqual([expect.stringMatching(/^tudo: Invalid time value/)]);
    expect(JSON.parse(logWhileFailing?.resultado ?? '{}')).toMatchObject({ partes: { pendentes: ['tudo'] } });
    expect(recovered.tentativas).toBeGreaterThanOrEqual(3);
    expect(recovered.erro).toBeUndefined();
    const { data: log } = await tarefaLogs().get({ tenant: 'dc-c', dia: day, tarefa: 'dailyCheck' }).go();
    expect(log?.erros).toEqual([]);
  });

  it('sends again, on a second run of the day, the parts not done (a run cut short, a message lost)', async () => {
    // Prepare: five days ahead, dc-b's message never reaches the worker.
    const day = addDays(todayInSaoPaulo(), 5);
    lostMessages.add('dc-b');
    const first = await fireAt(day);
    const stuck = await waitFor(async () => {
      const parts = await partsOfDay(day);
      return !lostMessages.has('dc-b') && parts.every((part) => part.tenant === 'dc-b' || part.status === 'concluida') ? parts : undefined;
    }, { what: 'every part but dc-b done' });

    // Act: the scheduler's retry (or a second firing) of the same day.
    const retry = await fireAt(day);
    const { finished, parts } = await waitForDay(day, 20_000);

    // Assess
    expect(partOf(stuck, 'dc-b')).toMatchObject({ status: 'pendente', tentativas: 0 });
    expect(first).toMatchObject({ ran: true, sent: first.parts });
    expect(retry).toMatchObject({ ran: false, parts: first.parts, sent: 1 });
    expect(finished).toBe(true);
    expect(partOf(parts, 'dc-b')).toMatchObject({ status: 'concluida', tentativas: 1 });
  });

  it('counts the tenants a day left unfinished at the next day’s run and publishes the alarm’s metric', async () => {
    // Prepare: the day after tomorrow, dc-a's configuration unreadable for good.
    const day = addDays(todayInSaoPaulo(), 2);
    await esocialConfigs().put({ tenant: 'dc-a', ativo: false }).go();
    await breakConfig('dc-a', 'não é data');
    await fireAt(day);
    await waitFor(async () => {
      const parts = await partsOfDay(day);
      return parts.every((part) => part.status === 'concluida' || (part.tenant === 'dc-a' && part.tentativas >= 1)) ? true : undefined;
    }, { what: 'every tenant but dc-a done' });

    // Act: the next day's run.
    const logs = captureLogs();
    // The logger writes errors to stderr.
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => errors.push(String(chunk)) > 0);
    const next = await fireAt(addDays(day, 1));

    // Assess
    expect(next.previousDay).toEqual({ day, unfinishedTenants: 1 });
    const metric = logs.find((line) => customMetrics.dailyCheckUnfinishedTenants in line && line.day === day);
    expect(metric).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          { Namespace: customMetrics.namespace, Dimensions: [['stage']], Metrics: [{ Name: customMetrics.dailyCheckUnfinishedTenants, Unit: 'Count' }] },
        ],
      },
      stage: 'test',
      [customMetrics.dailyCheckUnfinishedTenants]: 1,
    });
    const logged = errors.flatMap((chunk) => chunk.split('\n')).filter((line) => line.includes('daily check day ended unfinished'));
    expect(logged.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([expect.objectContaining({ day, tenants: ['dc-a'] })]);
    expect(await getClaim(day)).toMatchObject({ unfinishedTenants: 1 });
  });
});
