import type { SQSRecord } from 'aws-lambda';
import { mensagemVerificacaoSchema, parteId, type MensagemVerificacao } from '../data/daily-check-queue';
import { claimPart, completePart, partsOfTenant, releasePart } from '../data/daily-check-state';
import { tarefaLogs } from '../data/entities/tarefa-log';
import { juntarResumos, verificarParte, type ResumoEsocial } from '../data/esocial/verificacao-diaria';
import { functionManifest } from '../manifest';
import { createSqsWorker, logger } from '../platform';

/*
 * The dailyCheck queue's worker (issue 21 item 4): one part of a tenant's day per message (workers/daily-check.ts
 * sends them). It takes the part first: a part done is not done again (a redelivery, a retried scheduled run) and a
 * part another delivery holds is left to it. A failure lets go of the part, notes it in the tenant's task log and
 * is thrown, so SQS delivers the message again (past maxReceiveCount, the DLQ); the other tenants go on.
 */

/** A delivery holds its part for the worker's timeout and a margin: past it, the holder is gone (a timeout). */
const leaseMs = (functionManifest.dailyCheckTenant.timeoutSeconds + 30) * 1000;

export async function handleDailyCheckRecord(record: SQSRecord): Promise<void> {
  const mensagem = mensagemVerificacaoSchema.parse(JSON.parse(record.body));
  const { dia, tenant, parte } = mensagem;
  logger.appendKeys({ tenant, dia, parte: parteId(parte) });
  const claim = await claimPart(dia, tenant, parte, new Date(), leaseMs);
  if (claim !== 'claimed') {
    logger.info('daily check part not taken', { claim, receiveCount: record.attributes.ApproximateReceiveCount });
    return;
  }
  let resumo: ResumoEsocial;
  try {
    resumo = await verificarParte(tenant, parte, dia, new Date(mensagem.agora));
  } catch (error) {
    logger.error('daily check part failed', { error: error as Error, receiveCount: record.attributes.ApproximateReceiveCount });
    await releasePart(dia, tenant, parte, (error as Error).message);
    await writeTaskLog(mensagem);
    throw error;
  }
  await completePart(dia, tenant, parte, JSON.stringify(resumo), new Date());
  await writeTaskLog(mensagem);
}

/**
 * The tenant's task log of the day (tarefa-log, where the tenant's day has always been read): the summary of its
 * parts done so far, the parts still to do and the last failure of each. Every part rewrites it, so the last one
 * done leaves the whole day.
 */
async function writeTaskLog({ dia, tenant }: MensagemVerificacao): Promise<void> {
  const parts = await partsOfTenant(dia, tenant);
  const done = parts.filter((part) => part.status === 'concluida');
  const pending = parts.filter((part) => part.status !== 'concluida');
  const erros = pending.flatMap((part) => (part.erro ? [`${parteId(part.parte)}: ${part.erro}`] : []));
  const esocial = juntarResumos(tenant, done.map((part) => JSON.parse(part.resumo ?? '{}') as ResumoEsocial), erros);
  await tarefaLogs()
    .put({
      tenant,
      dia,
      tarefa: 'dailyCheck',
      resultado: JSON.stringify({ esocial, partes: { total: parts.length, pendentes: pending.map((part) => parteId(part.parte)) } }),
      erros,
    })
    .go();
}

export const handler = createSqsWorker(handleDailyCheckRecord);
