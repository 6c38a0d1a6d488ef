import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { emailEnvios, type EmailEnvioItem } from '../data/entities/email-envio';
import { logger } from '../platform/logger';
import { heldReasons } from './errors';
import { rowKeyOf, sesEventSchema } from './events';
import { deliver, heldMessages } from './send';

/*
 * SES's refusals that an operator fixes on the account (issue 21 item 9) — the sandbox's "not verified", sending
 * paused — are no permanent failures: the message waits on the mail queue (15 minutes at a time, a day at most),
 * its log row saying why. SES is a stand-in speaking SESv2's protocol (the emulator never refuses), so the real
 * SDK parses the real error shapes; the mail queue's worker is replaced by a recorder.
 */

interface SesAnswer {
  readonly status: number;
  readonly errorType?: string;
  readonly body: Record<string, unknown>;
}

const tenant = 'alfa';
const sandboxRefusal: SesAnswer = {
  status: 400,
  errorType: 'MessageRejected',
  body: { message: 'Email address is not verified. The following identities failed the check in region SA-EAST-1: destino@cliente.com.br' },
};

describe('SES refusals that hold a message back (mail-send worker)', () => {
  let cloud: LocalCloud;
  let ses: Server;
  let answer: SesAnswer = { status: 200, body: { MessageId: 'ses-1' } };
  const requests: Record<string, unknown>[] = [];
  let sequence = 0;

  const row = async (id: string) => (await emailEnvios().get({ tenant, id }).go({ consistent: true })).data;
  const delayed = async () =>
    Number(
      (await cloud.clients.sqs.send(new GetQueueAttributesCommand({ QueueUrl: cloud.resources.queues.mail.url, AttributeNames: ['All'] })))
        .Attributes?.ApproximateNumberOfMessagesDelayed ?? 0,
    );

  async function givenMessage(fields: Partial<EmailEnvioItem> = {}): Promise<string> {
    sequence += 1;
    const id = `01HLD${String(sequence).padStart(21, '0')}`;
    await emailEnvios()
      .create({
        tenant,
        id,
        point: 'aso',
        remetente: '"Ocupacional" <nao-responda@ocupacional.com.br>',
        destinatario: 'destino@cliente.com.br',
        assunto: 'ASO',
        texto: 'Segue o ASO.',
        situacao: 'pendente',
        ...fields,
      } as Parameters<ReturnType<typeof emailEnvios>['create']>[0])
      .go();
    return id;
  }

  beforeAll(async () => {
    ses = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        requests.push(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>);
        res
          .writeHead(answer.status, { 'content-type': 'application/json', ...(answer.errorType ? { 'x-amzn-errortype': answer.errorType } : {}) })
          .end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => ses.listen(0, '127.0.0.1', resolve));
    const sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
    cloud = await startLocalCloud({
      stage: 'test',
      pollIdleMs: 10,
      functionEnv: { AWS_ENDPOINT_URL_SESV2: sesUrl },
      workerHandlers: { mailSend: async () => undefined },
    });
  });
  afterAll(async () => {
    await cloud?.stop();
    await new Promise<void>((resolve) => (ses ? ses.close(() => resolve()) : resolve()));
  });
  beforeEach(() => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    requests.length = 0;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    answer = { status: 200, body: { MessageId: 'ses-1' } };
  });

  it.each([
    ['the sandbox’s refusal of an unverified address', sandboxRefusal, heldReasons.sandbox],
    ['sending paused on the account', { status: 400, errorType: 'SendingPausedException', body: { message: 'Sending is paused' } }, heldReasons.paused],
    ['a sender domain not verified yet', { status: 400, errorType: 'MailFromDomainNotVerifiedException', body: { message: 'not verified' } }, heldReasons.mailFrom],
  ])('holds the message on %s: pendente, saying why, back on the queue in 15 minutes', async (_case, refusal, reason) => {
    // Prepare
    answer = refusal;
    const id = await givenMessage();
    const before = await delayed();
    // Act
    const outcome = await deliver({ message: { tenant, id }, receiveCount: 1 });
    // Assess
    expect(outcome).toBe('aguardando-ses');
    expect(await row(id)).toMatchObject({ situacao: 'pendente', erro: heldMessages.waiting(reason), leaseAte: 0, tentativas: 1 });
    expect(await delayed()).toBe(before + 1);
  });

  it('fails a message held for more than a day, saying why, and queues it no more', async () => {
    // Prepare: logged 25 hours ago, SES still in the sandbox
    answer = sandboxRefusal;
    const id = await givenMessage({ createdAt: new Date(Date.now() - 25 * 3_600_000).toISOString() });
    const before = await delayed();
    // Act
    const outcome = await deliver({ message: { tenant, id }, receiveCount: 1 });
    // Assess
    expect(outcome).toBe('falha');
    expect(await row(id)).toMatchObject({ situacao: 'falha', erro: heldMessages.expired(heldReasons.sandbox) });
    expect(await delayed()).toBe(before);
  });

  it('still fails for good a rejection the account cannot fix (the content)', async () => {
    answer = { status: 400, errorType: 'MessageRejected', body: { message: 'Illegal address' } };
    const id = await givenMessage();
    expect(await deliver({ message: { tenant, id }, receiveCount: 1 })).toBe('falha');
    expect(await row(id)).toMatchObject({ situacao: 'falha', erro: 'O serviço de envio (SES) recusou a mensagem.' });
  });

  it('sends with tags naming the log row, which SES’s events hand back to the mail-events worker', async () => {
    // Prepare
    const id = await givenMessage();
    // Act
    expect(await deliver({ message: { tenant, id }, receiveCount: 1 })).toBe('enviado');
    // Assess: the tags as SES's events carry them ({ name: [value] }) lead back to this row
    const tags = (requests[0]?.EmailTags ?? []) as { Name: string; Value: string }[];
    const event = sesEventSchema.parse({ eventType: 'Delivery', mail: { messageId: 'ses-1', tags: Object.fromEntries(tags.map((tag) => [tag.Name, [tag.Value]])) } });
    expect(rowKeyOf(event)).toEqual({ tenant, id });
    expect(await row(id)).toMatchObject({ situacao: 'enviado', messageId: 'ses-1' });
  });
});
