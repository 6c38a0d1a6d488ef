import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { sqs } from '../platform/aws';
import { resources } from '../platform/env';
import type { ConsultaLoteItem } from './entities/consulta-lote';

/*
 * The consulta-lote queue's message: one employee of a batch (POST consulta/externa/lote), self-contained so the
 * worker needs no second read of the batch. The tenant travels in the message the API wrote from the session
 * (ARCHITECTURE "Every worker derives the tenant from … the queue message the API wrote").
 */

export const loteMessageSchema = z.object({
  tenant: z.string().min(1),
  loteId: z.string().min(1),
  empresaId: z.string().min(1),
  usuarioId: z.string().min(1),
  usuarioNome: z.string(),
  /** The batch's creation instant: every consultation of the batch is created "at" it. */
  createdAt: z.string(),
  dataAge: z.string(),
  tabelaPrecoId: z.string(),
  obs: z.string().nullable(),
  /** Position of the employee in the batch. */
  index: z.number().int(),
  funcionario: z.object({
    id_funcionario: z.string(),
    id_funcao: z.string(),
    id_fdt: z.string(),
    id_ghe: z.string(),
    tipo_aso: z.number().int(),
    periodicidade: z.number().int().nullable(),
  }),
});

export type LoteMessage = z.infer<typeof loteMessageSchema>;

/**
 * The messages of a stored batch, one per employee: the API sends them after writing the batch, and the sweep
 * sends again those whose consultation is missing or still waiting. Same batch, same messages.
 */
export function loteMessagesOf(lote: ConsultaLoteItem): LoteMessage[] {
  return (lote.funcionarios ?? []).map((item, index) => ({
    tenant: lote.tenant,
    loteId: lote.id,
    empresaId: lote.empresaId,
    usuarioId: lote.usuarioId,
    usuarioNome: lote.usuarioNome ?? '',
    createdAt: lote.createdAt,
    dataAge: lote.dataAge,
    tabelaPrecoId: lote.tabelaPrecoId,
    obs: lote.obs ?? null,
    index,
    funcionario: {
      id_funcionario: item.id_funcionario,
      id_funcao: item.id_funcao,
      id_fdt: item.id_fdt,
      id_ghe: item.id_ghe,
      tipo_aso: item.tipo_aso,
      periodicidade: item.periodicidade ?? null,
    },
  }));
}

/** SQS takes at most 10 entries per SendMessageBatch. */
const entriesPerCall = 10;

/**
 * Sends the messages of a batch, 10 per call and a few calls at a time; entries SQS reports as failed are sent
 * again (a few times) before giving up.
 */
export async function sendLoteMessages(messages: readonly LoteMessage[]): Promise<void> {
  const queueUrl = resources.queueUrl('consultaLote');
  const chunks: LoteMessage[][] = [];
  for (let i = 0; i < messages.length; i += entriesPerCall) chunks.push(messages.slice(i, i + entriesPerCall));
  const sendChunk = async (chunk: LoteMessage[]) => {
    let pending = chunk.map((message) => ({ Id: String(message.index), MessageBody: JSON.stringify(message) }));
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt === 4) throw new Error(`consulta-lote: SQS refused ${pending.length} messages`);
      const { Failed } = await sqs().send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: pending }));
      const failed = new Set((Failed ?? []).map((entry) => entry.Id));
      pending = pending.filter((entry) => failed.has(entry.Id));
    }
  };
  const parallel = 5;
  for (let i = 0; i < chunks.length; i += parallel) await Promise.all(chunks.slice(i, i + parallel).map(sendChunk));
}
