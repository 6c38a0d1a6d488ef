import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { resources, sqs } from '../../platform';

/*
 * The messages of the esocial queue (workers/esocial.ts): generate lotes in the background, transmit a lote's
 * process, poll its result. Each names its tenant: the worker keys everything from it, never from anything else.
 */

export type MensagemEsocial =
  | {
      readonly tipo: 'gerar-lote';
      readonly tenant: string;
      /** Names what the generation creates, so a redelivery finds its own lotes. */
      readonly origemId: string;
      readonly usuarioId?: string;
      readonly filtros: FiltrosLote;
    }
  | { readonly tipo: 'transmitir'; readonly tenant: string; readonly loteId: string; readonly processoId: string }
  | { readonly tipo: 'consultar'; readonly tenant: string; readonly loteId: string; readonly processoId: string };

/** The lote generation input (spec 2 §3 "Batch generation input"), parsed. */
export interface FiltrosLote {
  readonly empresaId: string;
  readonly layout: 'S-2210' | 'S-2220' | 'S-2240' | 'S-3000';
  readonly fdtIds: readonly string[];
  readonly funcionarioIds: readonly string[];
  readonly excluirFuncionarioIds: readonly string[];
  readonly createdAt?: readonly [string, string];
  readonly somenteAvulsos: boolean;
  readonly eventoIds: readonly string[];
}

/** Puts a message on the esocial queue, optionally delayed (SQS DelaySeconds, at most 900). */
export async function enfileirar(mensagem: MensagemEsocial, delaySeconds = 0): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: resources.queueUrl('esocial'),
      MessageBody: JSON.stringify(mensagem),
      ...(delaySeconds > 0 ? { DelaySeconds: Math.min(900, Math.round(delaySeconds)) } : {}),
    }),
  );
}
