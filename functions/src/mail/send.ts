import { GetObjectCommand } from '@aws-sdk/client-s3';
import { emailEnvios, type EmailEnvioItem } from '../data/entities/email-envio';
import { s3 } from '../platform/aws';
import { resources } from '../platform/env';
import { logger } from '../platform/logger';
import { decryptSecret } from '../platform/secrets';
import { findConta } from './accounts';
import { composeMessage } from './compose';
import { MailAuthorizationError, MailHeldError, PermanentMailError, classifySendError, immediateMailFailure, transientMailFailure } from './errors';
import { sendToMailQueue, type MailQueueMessage } from './queue';
import { claimPackagePlace, isConditionalFailure } from './throttle';
import { sendThroughOauth2, sendThroughSes, sendThroughSmtp } from './transports';

/*
 * One message of the mail queue, start to end (the mail-send worker's record handler). The message item is the
 * idempotency record: claimed with a conditional update ('pendente' → 'enviando' with a lease) before sending and
 * marked 'enviado' after, so a redelivery of a sent message sends nothing, and two deliveries at once send once.
 */

/** How long a claim holds: longer than the worker's timeout, so a live attempt is never taken over. */
const leaseMs = 150_000;

export interface Delivery {
  readonly message: MailQueueMessage;
  /** SQS's ApproximateReceiveCount. */
  readonly receiveCount: number;
}

export type DeliveryOutcome = 'enviado' | 'falha' | 'ja-tratado' | 'aguardando-pacote' | 'aguardando-ses' | 'nao-encontrado';

/**
 * A message SES holds back (sandbox, paused sending: {@link MailHeldError}) is tried again every 15 minutes (SQS's
 * longest delay) for a day after it was logged: time for an operator to verify the address, leave the sandbox or
 * resume sending. Then it fails for good, saying why.
 */
export const heldRetrySeconds = 900;
export const heldLimitMs = 24 * 3_600_000;

/** What the e-mail log shows while a message is held, and once it has waited too long. */
export const heldMessages = {
  waiting: (reason: string) => `Envio em espera: ${reason}; nova tentativa em 15 minutos.`,
  expired: (reason: string) => `Não enviado após 24 horas de espera: ${reason}.`,
};

async function claim(envio: EmailEnvioItem): Promise<boolean> {
  const now = Date.now();
  try {
    await emailEnvios()
      .patch({ tenant: envio.tenant, id: envio.id })
      .set({ situacao: 'enviando', leaseAte: now + leaseMs, tentativas: (envio.tentativas ?? 0) + 1 })
      .where(
        ({ situacao, leaseAte }, { eq, lt }) =>
          `${eq(situacao, 'pendente')} OR (${eq(situacao, 'enviando')} AND ${lt(leaseAte, now)})`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function attachmentsOf(envio: EmailEnvioItem) {
  const bucket = resources.bucketName('files');
  return Promise.all(
    // Stryker disable next-line ArrayDeclaration: the entity defaults anexos to [], so a stored message always has the list
    (envio.anexos ?? []).map(async (anexo) => {
      const missing = new PermanentMailError(`Anexo ${anexo.nome} não encontrado.`);
      const object = await s3()
        .send(new GetObjectCommand({ Bucket: bucket, Key: anexo.chave }))
        .catch((error: unknown) => {
          // A file deleted since the message was queued will not come back: a failure to record, not to retry.
          throw (error as Error).name === 'NoSuchKey' ? missing : error;
        });
      if (!object.Body) throw missing;
      return {
        filename: anexo.nome,
        content: Buffer.from(await object.Body.transformToByteArray()),
        // Stryker disable next-line StringLiteral: S3 answers every object with a Content-Type (binary/octet-stream when none was given)
        contentType: anexo.tipo ?? object.ContentType ?? 'application/pdf',
      };
    }),
  );
}

async function bodyOf(envio: EmailEnvioItem): Promise<{ text?: string; html?: string }> {
  if (!envio.corpoCifrado) return { ...(envio.texto ? { text: envio.texto } : {}), ...(envio.html ? { html: envio.html } : {}) };
  const plain = await decryptSecret(envio.corpoCifrado, { tenant: envio.tenant, proposito: 'email-corpo', id: envio.id });
  return JSON.parse(plain.toString('utf8')) as { text?: string; html?: string };
}

/** The message as it stands now (a strongly consistent read: another delivery may have just written it). */
async function loggedMessage(tenant: string, id: string): Promise<EmailEnvioItem | null> {
  return (await emailEnvios().get({ tenant, id }).go({ consistent: true })).data;
}

/** A message whose sending is over, sent or failed for good: a redelivery of it sends nothing. */
export function isFinished(situacao: string | undefined): boolean {
  return situacao === 'enviado' || situacao === 'falha';
}

async function markFailed(envio: EmailEnvioItem, reason: string, situacao: 'falha' | 'pendente'): Promise<void> {
  await emailEnvios()
    .patch({ tenant: envio.tenant, id: envio.id })
    .set({ situacao, erro: reason.slice(0, 1000), leaseAte: 0 })
    .go();
}

/**
 * Sends one queued message: SES by default, the account's SMTP or Gmail OAuth2 when it has one; waits for the
 * account's next package when the current one is full; records permanent failures; throws transient ones so SQS
 * delivers again (and after maxReceiveCount parks the message in the DLQ, its reason on the log row).
 */
export async function deliver({ message, receiveCount }: Delivery): Promise<DeliveryOutcome> {
  const envio = await loggedMessage(message.tenant, message.id);
  if (!envio) {
    logger.warn('mail message not found', { ...message });
    return 'nao-encontrado';
  }
  if (isFinished(envio.situacao)) return 'ja-tratado';

  const conta = envio.contaId ? await findConta(envio.tenant, envio.contaId) : undefined;
  if (envio.contaId && !conta) {
    await markFailed(envio, 'A conta de email deste envio foi excluída.', 'falha');
    return 'falha';
  }
  if (conta && envio.situacao === 'pendente') {
    const decision = await claimPackagePlace(envio.tenant, conta.id, { size: conta.nMsgPct ?? 50, intervalSeconds: conta.tEspPct ?? 600 });
    if (!decision.send) {
      await sendToMailQueue(message, decision.waitSeconds);
      return 'aguardando-pacote';
    }
  }

  if (!(await claim(envio))) {
    const now = await loggedMessage(envio.tenant, envio.id);
    if (isFinished(now?.situacao)) return 'ja-tratado';
    // Another delivery holds the claim right now: try again later (its outcome decides).
    throw new Error(`mail message ${envio.id} is being sent by another delivery`);
  }

  try {
    const body = await bodyOf(envio);
    const raw = await composeMessage({
      id: envio.id,
      from: envio.remetente,
      to: envio.destinatario,
      subject: envio.assunto,
      ...body,
      attachments: await attachmentsOf(envio),
    });
    const envelope = { from: conta?.email ?? addressOf(envio.remetente), to: envio.destinatario };
    const messageId = !conta
      ? await sendThroughSes(raw, envelope, envio)
      : conta.tipoAuth === 'oauth2'
        ? await sendThroughOauth2(conta, raw, envelope)
        : await sendThroughSmtp(conta, raw, envelope);
    const patch = emailEnvios()
      .patch({ tenant: envio.tenant, id: envio.id })
      .set({ situacao: 'enviado', enviadoAt: new Date().toISOString(), leaseAte: 0, ...(messageId ? { messageId } : {}) });
    await (envio.corpoCifrado ? patch.remove(['corpoCifrado', 'erro']) : patch.remove(['erro'])).go();
    return 'enviado';
  } catch (error) {
    const classified = classifySendError(error);
    if (classified instanceof MailHeldError) return hold(envio, message, classified);
    if (classified instanceof PermanentMailError) {
      logger.warn('mail message failed permanently', {
        id: envio.id,
        reason: classified.message,
        auth: classified instanceof MailAuthorizationError,
        error: error as Error,
      });
      await markFailed(envio, classified.message, 'falha');
      return 'falha';
    }
    // Transient: free the claim, record why, and let SQS deliver again (receive count rises toward the DLQ).
    // The log keeps the transport's own text; the e-mail log on screen reads pt-BR only (issue 12 item 9).
    logger.warn('mail message failed, will retry', { id: envio.id, receiveCount, reason: classified.message, error: error as Error });
    await markFailed(envio, `Tentativa ${receiveCount}: ${transientMailFailure}`, 'pendente');
    throw classified;
  }
}

/**
 * A message SES held back: back on the queue with the longest delay (not a receive, so the DLQ never takes it while
 * held), its log row 'pendente' saying why; past {@link heldLimitMs} since it was logged, a failure for good.
 */
async function hold(envio: EmailEnvioItem, message: MailQueueMessage, held: MailHeldError): Promise<DeliveryOutcome> {
  const log = { id: envio.id, reason: held.reason, error: held.cause as Error };
  if (Date.now() - Date.parse(envio.createdAt) >= heldLimitMs) {
    logger.warn('mail message held by SES for too long, failed', log);
    await markFailed(envio, heldMessages.expired(held.reason), 'falha');
    return 'falha';
  }
  logger.warn('mail message held by SES, will retry', log);
  await markFailed(envio, heldMessages.waiting(held.reason), 'pendente');
  await sendToMailQueue(message, heldRetrySeconds);
  return 'aguardando-ses';
}

/** The bare address of '"Name" <a@b>' or 'Name <a@b>'. */
export function addressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1] ?? sender.trim();
}

/**
 * Sends a logged message now, outside the queue (the account test, whose modal waits for the answer): a transient
 * failure is recorded as a failure too, since nothing will retry it.
 */
export async function sendNow(tenant: string, id: string): Promise<{ situacao: string; erro: string | null }> {
  try {
    await deliver({ message: { tenant, id }, receiveCount: 1 });
  } catch (error) {
    logger.warn('mail message failed, not retried (sent now)', { tenant, id, error: error as Error });
    await emailEnvios().patch({ tenant, id }).set({ situacao: 'falha', erro: immediateMailFailure, leaseAte: 0 }).go();
  }
  const data = await loggedMessage(tenant, id);
  return { situacao: data?.situacao ?? 'falha', erro: data?.erro ?? null };
}
