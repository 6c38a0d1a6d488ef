import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { sqs } from '../platform/aws';
import { resources } from '../platform/env';

/*
 * The dailyCheck queue's message (issue 21 item 4): one part of a day's check. A tenant is one part ('tudo'); a
 * large tenant is split into one part per configured company ('empresa') and one for the rest ('geral': the polls,
 * the certificate warnings and the digest of deadlines), so no message carries more than a company's day of work.
 * The tenant travels in the message the scheduled function wrote from the platform registry.
 */

/**
 * Above this many configured companies a tenant's day is split per company. A company's day is its newly released
 * ASOs (events, lotes of up to 50, transmissions queued): seconds of DynamoDB work at usual volumes, so five keep a
 * 'tudo' part far below the worker's timeout, and the rare clinic with dozens of companies gets one message each.
 */
export const empresasPorParte = 5;

export const parteSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('tudo') }),
  z.object({ tipo: z.literal('geral') }),
  z.object({ tipo: z.literal('empresa'), empresaId: z.string().min(1) }),
]);

export type ParteVerificacao = z.infer<typeof parteSchema>;

export const mensagemVerificacaoSchema = z.object({
  /** The São Paulo day the check belongs to. */
  dia: z.iso.date(),
  /** The instant the day's check started: every retry of the part computes with it (expiry windows, polls). */
  agora: z.iso.datetime(),
  tenant: z.string().min(1),
  parte: parteSchema,
});

export type MensagemVerificacao = z.infer<typeof mensagemVerificacaoSchema>;

/** The part's name within its tenant's day: 'tudo', 'geral' or 'empresa#<id>'. */
export function parteId(parte: ParteVerificacao): string {
  return parte.tipo === 'empresa' ? `empresa#${parte.empresaId}` : parte.tipo;
}

/** The parts of a tenant's day, from its configured companies (none when automatic sending is off). */
export function planejarPartes(empresaIds: readonly string[], limite = empresasPorParte): ParteVerificacao[] {
  if (empresaIds.length <= limite) return [{ tipo: 'tudo' }];
  return [{ tipo: 'geral' }, ...empresaIds.map((empresaId) => ({ tipo: 'empresa' as const, empresaId }))];
}

/** Sends the messages, ten per SendMessageBatch (SQS's most); throws if SQS refused any. */
export async function enviarPartes(mensagens: readonly MensagemVerificacao[]): Promise<void> {
  for (let start = 0; start < mensagens.length; start += 10) {
    const lote = mensagens.slice(start, start + 10);
    const { Failed } = await sqs().send(
      new SendMessageBatchCommand({
        QueueUrl: resources.queueUrl('dailyCheck'),
        Entries: lote.map((mensagem, index) => ({ Id: String(index), MessageBody: JSON.stringify(mensagem) })),
      }),
    );
    // A part not sent stays registered and not done: failing the run makes the scheduler's retry send it again.
    if (Failed && Failed.length > 0) throw new Error(`dailyCheck queue refused ${Failed.length} message(s): ${Failed[0]?.Message ?? ''}`);
  }
}
