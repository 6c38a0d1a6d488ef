import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { consultaStatus, table } from '@ocupacional/shared';
import { saoPauloDate } from '../domain/calendar';
import { queueIdentification, queueReprocess } from '../data/aso-queues';
import { byIds } from '../data/company-reads';
import { loteMessagesOf, sendLoteMessages } from '../data/consulta-lote-queue';
import { consultaLotes } from '../data/entities/consulta-lote';
import { consultasExternas } from '../data/entities/consulta-externa';
import { lotesEsocial } from '../data/entities/lote-esocial';
import { tarefaLogs } from '../data/entities/tarefa-log';
import { tenantsEsocial } from '../data/esocial/arquivos';
import { enfileirar } from '../data/esocial/fila';
import { runPendingMigrations } from '../data/migrations';
import { funcionarioImportacoes } from '../data/entities/funcionario-importacao';
import { queueImportacao } from '../data/funcionario-importacao';
import { clearPending, pendingBefore, type Pending } from '../data/pendencias';
import { expireUnsentUpload, getUpload } from '../data/uploads';
import { dynamo, logger, resources, s3 } from '../platform';
import { loteConsultationId } from './consulta-lote';

/*
 * The sweep (schedule 'sweep': every 15 minutes, and once when the local cloud starts). Nothing depends on a queue
 * never losing a message: work registered in flight (data/pendencias.ts) and still unfinished past the deadline is
 * re-driven from what is stored, and every re-drive is idempotent because the workers derive what they create:
 * - a batch of consultations: the messages of the employees whose consultation is missing or still waiting (194)
 *   are sent again (the consultation's id is derived from the batch and the employee);
 * - an upload at an intermediate status: its file is queued for the split worker again ('aguardando_arquivo' when
 *   the file is there, 'recebido', 'dividindo'), or the pages not yet counted are queued for identification again
 *   ('dividido'); the split worker's steps are conditional and the identify worker counts each page once;
 * - an eSocial lote still 'enviando': its transmission is queued again (the worker does nothing if it already ran);
 * - an employee import queued but not finished: its job is queued again (each row's employee id is derived from the
 *   job and the line, so a row lands once however often the worker runs).
 * Finished work leaves the registry. What the sweep did goes to the platform task log and, per tenant, to the
 * tenant's task log (tarefa-log) when something was re-driven there.
 */

/** How long work may stay unfinished before the sweep re-drives it (SWEEP_DEADLINE_SECONDS, default 15 min). */
export function sweepDeadlineMs(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.SWEEP_DEADLINE_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 && env.SWEEP_DEADLINE_SECONDS !== '' ? seconds * 1000 : 15 * 60_000;
}

/** An upload file waiting for its browser upload longer than this is no longer the sweep's (it is never sent). */
const abandonedUploadMs = 24 * 3600_000;
/** eSocial lotes created within this many days are looked at. */
const esocialDays = 30;

export interface SweepTenantResult {
  tenant: string;
  consultasReenviadas: number;
  lotesConcluidos: number;
  uploadsReenviados: number;
  paginasReenviadas: number;
  uploadsConcluidos: number;
  /** Browser uploads whose file never came, closed in 80 (data/uploads.ts expireUnsentUpload). */
  uploadsExpirados: number;
  transmissoesReenviadas: number;
  /** Employee imports (planilha) queued again. */
  importacoesReenviadas: number;
  erros: string[];
}

export interface SweepResult {
  readonly at: string;
  readonly tenants: SweepTenantResult[];
}

async function sweepLote(pending: Pending, result: SweepTenantResult): Promise<void> {
  const { data: lote } = await consultaLotes().get({ tenant: pending.tenant, id: pending.id }).go({ consistent: true });
  const messages = lote ? loteMessagesOf(lote) : [];
  if (messages.length === 0) {
    await clearPending(pending);
    return;
  }
  const ids = messages.map((message) => loteConsultationId(message));
  const found = new Map<string, { tipoStatus?: number; deletedAt?: string }>();
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = await byIds((keys) => consultasExternas().get(keys).go(), pending.tenant, ids.slice(i, i + 100));
    for (const [id, item] of chunk) found.set(id, item);
  }
  const undone = messages.filter((_, index) => {
    const consulta = found.get(ids[index] as string);
    return !consulta || (consulta.tipoStatus === consultaStatus.aguardandoProcessamento && !consulta.deletedAt);
  });
  if (undone.length === 0) {
    await clearPending(pending);
    result.lotesConcluidos += 1;
    return;
  }
  await sendLoteMessages(undone);
  result.consultasReenviadas += undone.length;
}

async function objectExists(bucket: string, key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return false;
    throw error;
  }
}

async function sweepUpload(pending: Pending, cutoff: Date, now: Date, result: SweepTenantResult): Promise<void> {
  const upload = await getUpload(pending.tenant, pending.id);
  if (!upload || upload.deletedAt || upload.status === 'identificado' || upload.status === 'falha') {
    await clearPending(pending);
    if (upload) result.uploadsConcluidos += 1;
    return;
  }
  // Still moving: a worker touched it within the deadline.
  if ((upload.updatedAt ?? upload.createdAt) > cutoff.toISOString()) return;
  switch (upload.status) {
    case 'aguardando_arquivo':
      if (await objectExists(upload.bucket, upload.key)) break;
      if (now.getTime() - new Date(upload.createdAt).getTime() > abandonedUploadMs) {
        // Never sent: its presigned POST expired long ago and the file is not in S3, so none can come; the upload
        // ends in 80 with the reason instead of waiting forever (issue 12 item 9).
        if (await expireUnsentUpload(upload, now)) result.uploadsExpirados += 1;
        await clearPending(pending);
      }
      return;
    case 'dividido': {
      const done = new Set(upload.paginasFeitas ?? []);
      const missing = Array.from({ length: upload.paginas ?? 0 }, (_, index) => index + 1).filter((page) => !done.has(page));
      // Every page counted but the upload not closed (the split settles and counts text pages itself, and can fail
      // after its count): the split, sent again, closes it.
      if (missing.length === 0) break;
      await queueIdentification(upload.tenant, upload.uploadId, missing);
      result.paginasReenviadas += missing.length;
      return;
    }
    case 'recebido':
    case 'dividindo':
      break;
  }
  await queueReprocess(upload.tenant, upload.uploadId);
  result.uploadsReenviados += 1;
}

async function sweepImportacao(pending: Pending, cutoff: Date, result: SweepTenantResult): Promise<void> {
  const { data: job } = await funcionarioImportacoes().get({ tenant: pending.tenant, id: pending.id }).go({ consistent: true });
  if (!job || job.situacao === 'concluida' || job.situacao === 'falhou') {
    await clearPending(pending);
    return;
  }
  // Still moving: the worker touched it within the deadline.
  if ((job.updatedAt ?? job.createdAt) > cutoff.toISOString()) return;
  await queueImportacao({ tenant: job.tenant, importacaoId: job.id });
  result.importacoesReenviadas += 1;
}

async function sweepEsocial(tenant: string, cutoff: Date, now: Date, result: SweepTenantResult): Promise<void> {
  const { data: recentes } = await lotesEsocial()
    .query.byData({ tenant })
    .gte({ createdAt: new Date(now.getTime() - esocialDays * 86_400_000).toISOString() })
    .go({ pages: 'all' });
  for (const lote of recentes) {
    if (lote.deletedAt || lote.situacao !== 'enviando' || !lote.ultimoProcessoId) continue;
    if ((lote.updatedAt ?? lote.createdAt) > cutoff.toISOString()) continue;
    await enfileirar({ tipo: 'transmitir', tenant, loteId: lote.id, processoId: lote.ultimoProcessoId });
    result.transmissoesReenviadas += 1;
  }
}

/** One run of the sweep, at `now`. */
export async function sweep(now: Date = new Date(), deadlineMs: number = sweepDeadlineMs()): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - deadlineMs);
  const byTenant = new Map<string, SweepTenantResult>();
  const of = (tenant: string) =>
    byTenant.get(tenant) ??
    byTenant
      .set(tenant, {
        tenant,
        consultasReenviadas: 0,
        lotesConcluidos: 0,
        uploadsReenviados: 0,
        paginasReenviadas: 0,
        uploadsConcluidos: 0,
        uploadsExpirados: 0,
        transmissoesReenviadas: 0,
        importacoesReenviadas: 0,
        erros: [],
      })
      .get(tenant)!;
  const guarded = async (tenant: string, what: string, step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      // One item's failure must not stop the others; the next run tries it again.
      logger.error('sweep step failed', { tenant, what, error: error as Error });
      of(tenant).erros.push(`${what}: ${(error as Error).message}`);
    }
  };
  for (const pending of await pendingBefore('lote', cutoff)) {
    await guarded(pending.tenant, `lote ${pending.id}`, () => sweepLote(pending, of(pending.tenant)));
  }
  for (const pending of await pendingBefore('upload', cutoff)) {
    await guarded(pending.tenant, `upload ${pending.id}`, () => sweepUpload(pending, cutoff, now, of(pending.tenant)));
  }
  for (const pending of await pendingBefore('importacao', cutoff)) {
    await guarded(pending.tenant, `importacao ${pending.id}`, () => sweepImportacao(pending, cutoff, of(pending.tenant)));
  }
  for (const tenant of await tenantsEsocial()) {
    await guarded(tenant, 'esocial', () => sweepEsocial(tenant, cutoff, now, of(tenant)));
  }
  const tenants = [...byTenant.values()].filter((item) =>
    Object.entries(item).some(([name, value]) => name !== 'tenant' && (Array.isArray(value) ? value.length > 0 : value !== 0)),
  );
  return { at: now.toISOString(), tenants };
}

/** Writes what a run did: the platform task log always, each tenant's task log when something happened there. */
async function record(result: SweepResult, now: Date): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: resources.tableName(),
      Item: {
        pk: 'SYSTEM#TASK_LOG',
        sk: `sweep#${result.at}`,
        task: 'sweep',
        at: result.at,
        tenants: JSON.stringify(result.tenants),
        [table.timeToLiveAttribute]: Math.floor(now.getTime() / 1000) + 30 * 86_400,
      },
    }),
  );
  const dia = saoPauloDate(now);
  for (const tenantResult of result.tenants) {
    const { tenant, erros, ...counts } = tenantResult;
    await tarefaLogs()
      .put({ tenant, dia, tarefa: `sweep ${result.at}`, resultado: JSON.stringify({ sweep: counts }), erros })
      .go();
  }
}

export async function handler(): Promise<SweepResult> {
  // Items written before a change of keys get the new ones before anything reads the new index (data/migrations.ts).
  await runPendingMigrations();
  const now = new Date();
  const result = await sweep(now);
  await record(result, now);
  logger.info('sweep ran', { result });
  return result;
}
