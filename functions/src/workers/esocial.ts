import type { SQSRecord } from 'aws-lambda';
import { gerarLotes } from '../data/esocial/lotes';
import { consultarProcesso, transmitirProcesso } from '../data/esocial/transmissao';
import type { MensagemEsocial } from '../data/esocial/fila';
import { createSqsWorker, logger } from '../platform';

/**
 * The esocial queue's worker (spec 2 "Batches and transmission"): generates lotes in the background, transmits a
 * lote's process to the web service and polls its result (the next poll goes back on the queue with DelaySeconds).
 * Each step is idempotent: it reads the process's status first, and lotes are named by the request that made
 * them, so SQS's redeliveries change nothing twice. An unexpected failure is thrown: SQS retries it and, past
 * maxReceiveCount, parks it in the DLQ.
 */
export async function handleEsocialRecord(record: SQSRecord): Promise<void> {
  const mensagem = JSON.parse(record.body) as MensagemEsocial;
  logger.appendKeys({ tenant: mensagem.tenant, tipo: mensagem.tipo });
  switch (mensagem.tipo) {
    case 'gerar-lote': {
      const lotes = await gerarLotes(mensagem.tenant, mensagem.filtros, mensagem.origemId, mensagem.usuarioId);
      logger.info('lotes generated', { lotes: lotes.map((lote) => lote.numero) });
      return;
    }
    case 'transmitir':
      await transmitirProcesso(mensagem.tenant, mensagem.loteId, mensagem.processoId);
      return;
    case 'consultar':
      await consultarProcesso(mensagem.tenant, mensagem.loteId, mensagem.processoId);
      return;
  }
}

export const handler = createSqsWorker(handleEsocialRecord);
