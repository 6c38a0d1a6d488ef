import * as z from 'zod';
import { emailEnvios, type EmailEnvioItem } from '../data/entities/email-envio';
import { logger } from '../platform/logger';
import { isConditionalFailure } from './throttle';

/*
 * SES's events about the messages it sent (issue 21 item 9): the configuration set publishes bounces, complaints,
 * deliveries and rejects to an SNS topic, which feeds the mailEvents queue and the mail-events worker
 * (infra/lib/constructs/mail.ts). Each event names its message through the tags the sender put on it
 * (transports.ts sesMessageTags), so the e-mail log row is read by its key: no index on SES's MessageId.
 */

/** The SES message tags that name a message's log row; values base64url, the only characters SES allows in tags. */
export const sesTagNames = { tenant: 'ocupacional-tenant', envio: 'ocupacional-envio' } as const;

/** The tags to send a logged message with. */
export function sesMessageTags(tenant: string, id: string): { Name: string; Value: string }[] {
  return [
    { Name: sesTagNames.tenant, Value: Buffer.from(tenant, 'utf8').toString('base64url') },
    { Name: sesTagNames.envio, Value: Buffer.from(id, 'utf8').toString('base64url') },
  ];
}

const recipientsSchema = z.array(z.object({ emailAddress: z.string() }).passthrough()).default([]);

/**
 * An SES event as the configuration set publishes it (`eventType`), or an identity notification (`notificationType`):
 * only what the worker reads.
 */
export const sesEventSchema = z
  .object({
    eventType: z.string().optional(),
    notificationType: z.string().optional(),
    mail: z
      .object({
        messageId: z.string(),
        timestamp: z.string().optional(),
        tags: z.record(z.string(), z.array(z.string())).default({}),
      })
      .passthrough(),
    bounce: z
      .object({ bounceType: z.string(), bounceSubType: z.string().optional(), bouncedRecipients: recipientsSchema, timestamp: z.string().optional() })
      .passthrough()
      .optional(),
    complaint: z.object({ complainedRecipients: recipientsSchema, timestamp: z.string().optional() }).passthrough().optional(),
    delivery: z.object({ timestamp: z.string().optional() }).passthrough().optional(),
    reject: z.object({ reason: z.string().optional() }).passthrough().optional(),
  })
  .passthrough();

export type SesEvent = z.infer<typeof sesEventSchema>;

/** The SES event of a queue message's body: raw (the subscription's raw delivery) or inside SNS's envelope. */
export function sesEventOf(body: string): SesEvent {
  const parsed = JSON.parse(body) as { Type?: unknown; Message?: unknown };
  const event: unknown = parsed.Type === 'Notification' && typeof parsed.Message === 'string' ? JSON.parse(parsed.Message) : parsed;
  return sesEventSchema.parse(event);
}

/** What the e-mail log shows (obs, pt-BR) for each event that changes it. */
export const mailEventMessages = {
  bouncePermanent:
    'O servidor do destinatário recusou a mensagem (endereço inexistente ou bloqueado); o endereço foi suprimido e não receberá novos envios.',
  bounceSuppressed:
    'Mensagem não enviada: o endereço está na lista de supressão (envios anteriores foram devolvidos ou marcados como spam).',
  bounceTransient:
    'A mensagem foi devolvida pelo servidor do destinatário (devolução temporária: caixa cheia, mensagem grande demais ou servidor indisponível).',
  bounceUndetermined: 'A mensagem foi devolvida pelo servidor do destinatário.',
  complaint: 'O destinatário marcou a mensagem como spam; o endereço foi suprimido e não receberá novos envios.',
  reject: 'O serviço de envio (SES) recusou a mensagem após aceitá-la (conteúdo suspeito de vírus).',
} as const;

/** The change an event makes to its log row, or undefined for an event the log does not show. */
export function changeOf(event: SesEvent): Partial<EmailEnvioItem> | undefined {
  const tipo = event.eventType ?? event.notificationType ?? '';
  const at = (timestamp: string | undefined) => timestamp ?? event.mail.timestamp ?? new Date().toISOString();
  switch (tipo) {
    case 'Bounce': {
      const bounce = event.bounce;
      const data = at(bounce?.timestamp);
      // SES suppresses hard bounces (the configuration set's suppression reasons); a soft one is only this message.
      if (bounce?.bounceType === 'Permanent') {
        const suppressed = bounce.bounceSubType === 'OnAccountSuppressionList' || bounce.bounceSubType === 'OnSuppressionList';
        return {
          situacao: 'falha',
          erro: suppressed ? mailEventMessages.bounceSuppressed : mailEventMessages.bouncePermanent,
          suprimido: true,
          eventoSes: { tipo, data },
        };
      }
      const erro = bounce?.bounceType === 'Transient' ? mailEventMessages.bounceTransient : mailEventMessages.bounceUndetermined;
      return { situacao: 'falha', erro, eventoSes: { tipo, data } };
    }
    case 'Complaint':
      // The message was delivered: it stays 'enviado', the obs says why the address will not get the next ones.
      return { erro: mailEventMessages.complaint, suprimido: true, eventoSes: { tipo, data: at(event.complaint?.timestamp) } };
    case 'Delivery': {
      const data = at(event.delivery?.timestamp);
      return { entregueAt: data, eventoSes: { tipo, data } };
    }
    case 'Reject':
      return { situacao: 'falha', erro: mailEventMessages.reject, eventoSes: { tipo, data: at(undefined) } };
    default:
      return undefined;
  }
}

/** The log row an event names through its tags, or undefined when it carries none of ours. */
export function rowKeyOf(event: SesEvent): { tenant: string; id: string } | undefined {
  const tag = (name: string) => event.mail.tags[name]?.[0];
  const tenant = tag(sesTagNames.tenant);
  const id = tag(sesTagNames.envio);
  if (!tenant || !id) return undefined;
  return { tenant: Buffer.from(tenant, 'base64url').toString('utf8'), id: Buffer.from(id, 'base64url').toString('utf8') };
}

/** An event the worker cannot record yet or at all: thrown so SQS delivers it again, then parks it in the DLQ. */
export class MailEventNotRecordedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailEventNotRecordedError';
  }
}

export type MailEventOutcome = 'registrado' | 'ignorado';

/**
 * Records one SES event on its e-mail log row. A row still being sent (SES's event outran the sender's own write)
 * is not touched: the event is thrown back and comes again. An event naming no row of ours is never dropped
 * silently: it is logged as an error and thrown, so after the queue's receives it waits in the DLQ (alarmed).
 */
export async function recordMailEvent(event: SesEvent): Promise<MailEventOutcome> {
  const change = changeOf(event);
  const log = { eventType: event.eventType ?? event.notificationType, messageId: event.mail.messageId };
  if (!change) {
    logger.info('SES event not recorded on the e-mail log', log);
    return 'ignorado';
  }
  const key = rowKeyOf(event);
  if (!key) {
    logger.error('SES event names no e-mail log row', log);
    throw new MailEventNotRecordedError(`SES event ${log.eventType} for ${log.messageId} carries no e-mail log tags`);
  }
  try {
    await emailEnvios()
      .patch(key)
      .set(change)
      // Only a message whose sending is recorded: the sender's final write would otherwise overwrite the event.
      .where(({ situacao }, { eq }) => `${eq(situacao, 'enviado')} OR ${eq(situacao, 'falha')}`)
      .go();
    return 'registrado';
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const { data } = await emailEnvios().get(key).go({ consistent: true });
    if (!data) {
      logger.error('SES event for an unknown e-mail log row', { ...log, ...key });
      throw new MailEventNotRecordedError(`SES event ${log.eventType} for ${log.messageId}: no e-mail log row ${key.tenant}/${key.id}`);
    }
    logger.warn('SES event before the message was recorded as sent; will retry', { ...log, ...key, situacao: data.situacao });
    throw new MailEventNotRecordedError(`SES event ${log.eventType} for ${log.messageId} arrived before the send was recorded`);
  }
}
