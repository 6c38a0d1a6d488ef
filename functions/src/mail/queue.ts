import { randomBytes } from 'node:crypto';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { EmailPointType } from '@ocupacional/shared';
import { emailEnvios } from '../data/entities/email-envio';
import { newId } from '../data/entities/keys';
import { changeCounter, countedBy, listCounter, recountLists } from '../data/list-counters';
import { sqs } from '../platform/aws';
import { resources } from '../platform/env';
import { defaultSender } from '../platform/mailer';
import { encryptSecret } from '../platform/secrets';
import { htmlWithTracking } from './tracking';

/*
 * Every e-mail of the product goes through here: the message is written to the e-mail log (emailEnvio, one per
 * recipient) and its id put on the mail queue; the mail-send worker does the sending. The queue message carries
 * only the tenant and the id (ARCHITECTURE.md: messages carry only keys and ids).
 */

/** The body of a mail queue message. */
export interface MailQueueMessage {
  readonly tenant: string;
  readonly id: string;
}

export interface MailToQueue {
  readonly tenant: string;
  readonly point: EmailPointType;
  /** The record the message is about (lote, consultation…), for log/email/{pointType}/{pointId}. */
  readonly pointId?: string;
  /** Send through this account (SMTP / OAuth2); absent: SES with the product's sender. */
  readonly conta?: { readonly id: string; readonly nome: string; readonly email: string };
  /** One address. */
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Files bucket keys. */
  readonly attachments?: readonly { readonly key: string; readonly filename: string; readonly contentType?: string }[];
  /** A new password and the like: kept encrypted until sent, then dropped; the log shows a placeholder. */
  readonly sensitive?: boolean;
  /** The API's public root (…/sst/api) for the tracking image; absent: no tracking. */
  readonly trackingBaseUrl?: string;
  readonly usuarioId?: string;
  /** Id to use (a caller that must be idempotent derives it); default a new ULID. */
  readonly id?: string;
}

/** The address a message of an account comes from: '"Nome" <email>'. */
export function accountSender(conta: { nome: string; email: string }): string {
  return `"${conta.nome.replace(/["\\]/g, '')}" <${conta.email}>`;
}

/** The tracking image's path under the API root: a token naming tenant, message and its secret. */
export function trackingPath(tenant: string, id: string, secret: string): string {
  return `/email/abertura/${encodeURIComponent(`${tenant}.${id}.${secret}`)}`;
}

/** Puts an already written message on the queue (also used to put back a message that must wait). */
export async function sendToMailQueue(message: MailQueueMessage, delaySeconds = 0): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: resources.queueUrl('mail'),
      MessageBody: JSON.stringify(message),
      ...(delaySeconds > 0 ? { DelaySeconds: Math.min(900, Math.ceil(delaySeconds)) } : {}),
    }),
  );
}

/** The list counted. */
const mailLogList = 'email-log';

/**
 * The counters of the e-mail log (issue 17, log/email/{pointType}[/{pointId}]): the point type's, first, and one
 * point's when the message has one.
 */
export function emailLogCounters(point: string, pointId?: string): string[] {
  return [listCounter(mailLogList, point), ...(pointId && pointId !== '*' ? [listCounter(mailLogList, point, pointId)] : [])];
}

/** The log's counters counted from the messages there are, replacing what they held; answers messages counted. */
export async function countExistingMailLog(): Promise<number> {
  const source = countedBy((cursor) => emailEnvios().scan.go({ cursor }), (envio) => emailLogCounters(envio.point, envio.pointId));
  return (await recountLists([mailLogList], [source])).items;
}

/**
 * Logs a message and queues it for the mail-send worker; answers its id.
 *
 * @example await queueMail({ tenant, point: 'senha', to: usuario.email, subject, text, sensitive: true });
 */
export async function queueMail(mail: MailToQueue, options: { queue?: boolean } = {}): Promise<string> {
  const id = mail.id ?? newId();
  const rastreio = mail.trackingBaseUrl ? randomBytes(18).toString('base64url') : undefined;
  const trackingUrl = rastreio ? `${mail.trackingBaseUrl}${trackingPath(mail.tenant, id, rastreio)}` : undefined;
  const html = htmlWithTracking(mail.text, mail.html, trackingUrl);
  const body = mail.sensitive
    ? { corpoCifrado: await encryptSecret(JSON.stringify({ text: mail.text, html }), { tenant: mail.tenant, proposito: 'email-corpo', id }) }
    : { texto: mail.text, ...(html ? { html } : {}) };
  await emailEnvios()
    .create({
      tenant: mail.tenant,
      id,
      point: mail.point,
      pointId: mail.pointId ?? '*',
      ...(mail.conta ? { contaId: mail.conta.id } : {}),
      remetente: mail.conta ? accountSender(mail.conta) : defaultSender(),
      destinatario: mail.to,
      assunto: mail.subject,
      ...body,
      sensivel: Boolean(mail.sensitive),
      anexos: (mail.attachments ?? []).map((file) => ({ chave: file.key, nome: file.filename, ...(file.contentType ? { tipo: file.contentType } : {}) })),
      ...(rastreio ? { rastreio } : {}),
      situacao: 'pendente',
      ...(mail.usuarioId ? { usuarioId: mail.usuarioId } : {}),
    })
    .go();
  // The log's counters (issue 17): the point type's and, for a message of one point, that point's.
  await Promise.all(emailLogCounters(mail.point, mail.pointId).map((nome) => changeCounter(mail.tenant, nome, 1)));
  // A caller that sends at once (the account test) writes the log row only.
  if (options.queue !== false) await sendToMailQueue({ tenant: mail.tenant, id });
  return id;
}
