import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { waitFor } from '../../../tests/support/wait-for';
import { emailEnvios, type EmailEnvioItem } from '../data/entities/email-envio';
import { logger } from '../platform/logger';
import { mailEventMessages, sesEventOf, sesMessageTags, sesTagNames } from './events';

/*
 * SES's events through the local cloud (issue 21 item 9): an event as the configuration set publishes it, on the
 * mailEvents queue as SNS delivers it (raw, or in SNS's envelope), read by the real mail-events worker, recorded on
 * the e-mail log row its tags name. An event naming no row is not dropped: it ends in the queue's DLQ.
 */

const tenant = 'alfa';

/** The tags of a message as the sender sets them, in the shape SES's events carry them ({ name: [value] }). */
function tagsOf(rowTenant: string, id: string): Record<string, string[]> {
  return Object.fromEntries(sesMessageTags(rowTenant, id).map((tag) => [tag.Name, [tag.Value]]));
}

function sesEvent(eventType: string, id: string, detail: Record<string, unknown>, tags = tagsOf(tenant, id)) {
  return {
    eventType,
    mail: {
      timestamp: '2026-11-25T10:00:00.000Z',
      source: 'nao-responda@ocupacional.com.br',
      messageId: `ses-${id}`,
      destination: ['destino@cliente.com.br'],
      tags: { 'ses:configuration-set': ['ocupacional-test'], ...tags },
    },
    ...detail,
  };
}

/** SNS's envelope around a message (a subscription without raw delivery). */
function inSnsEnvelope(message: unknown) {
  return { Type: 'Notification', MessageId: 'sns-1', TopicArn: 'arn:aws:sns:sa-east-1:123456789012:ocupacional-test-mail-events', Message: JSON.stringify(message) };
}

describe('SES events on the e-mail log (mail-events worker)', () => {
  let cloud: LocalCloud;
  let sequence = 0;

  const row = async (id: string) => (await emailEnvios().get({ tenant, id }).go({ consistent: true })).data;
  const publish = (body: unknown) =>
    cloud.clients.sqs.send(new SendMessageCommand({ QueueUrl: cloud.resources.queues.mailEvents.url, MessageBody: JSON.stringify(body) }));
  const depth = async (url: string) => {
    const { Attributes } = await cloud.clients.sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
    );
    return Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
  };

  async function givenSent(fields: Partial<EmailEnvioItem> = {}): Promise<string> {
    sequence += 1;
    const id = `01EVT${String(sequence).padStart(21, '0')}`;
    await emailEnvios()
      .create({
        tenant,
        id,
        point: 'aso',
        remetente: '"Ocupacional" <nao-responda@ocupacional.com.br>',
        destinatario: `destino-${sequence}@cliente.com.br`,
        assunto: `Assunto ${sequence}`,
        texto: 'Seguem os documentos.',
        situacao: 'enviado',
        messageId: `ses-${id}`,
        enviadoAt: '2026-11-25T10:00:00.000Z',
        ...fields,
      } as Parameters<ReturnType<typeof emailEnvios>['create']>[0])
      .go();
    return id;
  }

  beforeAll(async () => {
    // Redelivery in a second, so an event thrown back comes again (and reaches the DLQ) within the test.
    cloud = await startLocalCloud({ stage: 'test', visibilityTimeoutSeconds: 1, pollIdleMs: 20 });
  });
  afterAll(async () => {
    await cloud?.stop();
  });
  beforeEach(() => {
    // The worker's log lines are kept off the test output.
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('records a permanent bounce, in SNS’s envelope, as a failure whose address is suppressed', async () => {
    // Prepare
    const id = await givenSent();
    const bounce = { bounce: { bounceType: 'Permanent', bounceSubType: 'General', timestamp: '2026-11-25T10:00:05.000Z', bouncedRecipients: [{ emailAddress: 'x@y' }] } };
    // Act
    await publish(inSnsEnvelope(sesEvent('Bounce', id, bounce)));
    // Assess
    const recorded = await waitFor(async () => ((await row(id))?.situacao === 'falha' ? row(id) : undefined), { what: 'the bounce on the row' });
    expect(recorded).toMatchObject({
      situacao: 'falha',
      erro: mailEventMessages.bouncePermanent,
      suprimido: true,
      eventoSes: { tipo: 'Bounce', data: '2026-11-25T10:00:05.000Z' },
    });
  });

  it('tells a message SES did not send because the address was already suppressed', async () => {
    const id = await givenSent();
    await publish(sesEvent('Bounce', id, { bounce: { bounceType: 'Permanent', bounceSubType: 'OnAccountSuppressionList', bouncedRecipients: [] } }));
    const recorded = await waitFor(async () => ((await row(id))?.situacao === 'falha' ? row(id) : undefined), { what: 'the bounce' });
    expect(recorded).toMatchObject({ erro: mailEventMessages.bounceSuppressed, suprimido: true });
  });

  it('records a soft bounce as a failure without suppressing the address', async () => {
    const id = await givenSent();
    await publish(sesEvent('Bounce', id, { bounce: { bounceType: 'Transient', bounceSubType: 'MailboxFull', bouncedRecipients: [] } }));
    const recorded = await waitFor(async () => ((await row(id))?.situacao === 'falha' ? row(id) : undefined), { what: 'the bounce' });
    expect(recorded).toMatchObject({ erro: mailEventMessages.bounceTransient });
    expect(recorded?.suprimido).toBeUndefined();
  });

  it('keeps a delivered message enviado and records when it was delivered (raw delivery)', async () => {
    // Prepare
    const id = await givenSent();
    // Act
    await publish(sesEvent('Delivery', id, { delivery: { timestamp: '2026-11-25T10:00:03.000Z', recipients: ['destino@cliente.com.br'] } }));
    // Assess
    const recorded = await waitFor(async () => ((await row(id))?.entregueAt ? row(id) : undefined), { what: 'the delivery' });
    expect(recorded).toMatchObject({ situacao: 'enviado', entregueAt: '2026-11-25T10:00:03.000Z', eventoSes: { tipo: 'Delivery' } });
    expect(recorded?.erro).toBeUndefined();
  });

  it('keeps a complained message enviado, saying the address was suppressed', async () => {
    const id = await givenSent();
    await publish(sesEvent('Complaint', id, { complaint: { complainedRecipients: [{ emailAddress: 'x@y' }], timestamp: '2026-11-25T11:00:00.000Z' } }));
    const recorded = await waitFor(async () => ((await row(id))?.suprimido ? row(id) : undefined), { what: 'the complaint' });
    expect(recorded).toMatchObject({ situacao: 'enviado', erro: mailEventMessages.complaint, eventoSes: { tipo: 'Complaint' } });
  });

  it('records a reject as a failure', async () => {
    const id = await givenSent();
    await publish(sesEvent('Reject', id, { reject: { reason: 'Bad content' } }));
    const recorded = await waitFor(async () => ((await row(id))?.situacao === 'falha' ? row(id) : undefined), { what: 'the reject' });
    expect(recorded).toMatchObject({ erro: mailEventMessages.reject, eventoSes: { tipo: 'Reject' } });
  });

  it('waits for the sender’s own record: an event that outran it is applied on a later delivery, not lost nor overwritten', async () => {
    // Prepare: SES answered, the sender has not marked the row enviado yet
    const id = await givenSent({ situacao: 'enviando' });
    // Act
    await publish(sesEvent('Bounce', id, { bounce: { bounceType: 'Permanent', bouncedRecipients: [] } }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Assess: untouched while the send is unrecorded
    expect((await row(id))?.situacao).toBe('enviando');
    // Act: the sender records the send; the event comes again
    await emailEnvios().patch({ tenant, id }).set({ situacao: 'enviado' }).go();
    // Assess
    const recorded = await waitFor(async () => ((await row(id))?.situacao === 'falha' ? row(id) : undefined), { what: 'the late bounce' });
    expect(recorded).toMatchObject({ erro: mailEventMessages.bouncePermanent, suprimido: true });
  });

  it('parks an event naming no e-mail log row in the DLQ, logged as an error, and writes no row', async () => {
    // Prepare
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const dlq = cloud.resources.queues.mailEvents.deadLetterUrl;
    const unknown = sesEvent('Bounce', 'NAO-EXISTE', { bounce: { bounceType: 'Permanent', bouncedRecipients: [] } });
    const untagged = sesEvent('Delivery', 'SEM-TAGS', { delivery: {} }, {});
    // Act
    await publish(unknown);
    await publish(untagged);
    // Assess
    await waitFor(async () => ((await depth(dlq)) === 2 ? true : undefined), { what: 'both events in the DLQ', timeoutMs: 30_000 });
    const { Messages } = await cloud.clients.sqs.send(new ReceiveMessageCommand({ QueueUrl: dlq, MaxNumberOfMessages: 10 }));
    expect(Messages?.map((message) => sesEventOf(message.Body ?? '').mail.messageId).sort()).toEqual(['ses-NAO-EXISTE', 'ses-SEM-TAGS']);
    expect(await row('NAO-EXISTE')).toBeNull();
    expect(error).toHaveBeenCalledWith('SES event for an unknown e-mail log row', expect.objectContaining({ id: 'NAO-EXISTE' }));
    expect(error).toHaveBeenCalledWith('SES event names no e-mail log row', expect.objectContaining({ messageId: 'ses-SEM-TAGS' }));
  }, 40_000);

  it('consumes the events the log does not show (a send, an open) without touching the row', async () => {
    const id = await givenSent();
    await publish(sesEvent('Send', id, { send: {} }));
    await waitFor(async () => ((await depth(cloud.resources.queues.mailEvents.url)) === 0 ? true : undefined), { what: 'the queue drained' });
    expect(await row(id)).toMatchObject({ situacao: 'enviado' });
    expect((await row(id))?.eventoSes).toBeUndefined();
  });

  it('names the row in tags SES accepts, whatever the tenant and id hold', () => {
    // Prepare: SES allows letters, digits, _ and - in tag values
    const tags = sesMessageTags('clínica.1', 'id:com#símbolos');
    // Assess
    for (const tag of tags) expect(tag.Value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(tags.map((tag) => tag.Name)).toEqual([sesTagNames.tenant, sesTagNames.envio]);
  });
});
