import type { AddressInfo } from 'node:net';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { SQSEvent } from 'aws-lambda';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { contaEmailPacotes, contasEmail } from '../data/entities/conta-email';
import { emailEnvios, type EmailEnvioItem } from '../data/entities/email-envio';
import { logger } from '../platform/logger';
import { encryptSecret } from '../platform/secrets';
import { sealAccountSecret } from './accounts';
import { immediateMailFailure, transientMailFailure } from './errors';
import type { MailQueueMessage } from './queue';
import { deliver, sendNow } from './send';

/*
 * The mail-send worker's record handler against the local cloud: SES (its emulator's store), a tenant's SMTP and
 * OAuth2 accounts (a local SMTP sink), attachments from the files bucket, the account's packages, and the message
 * item as the idempotency record (claimed with a 150 s lease, marked enviado, failures recorded for the e-mail log).
 * The mail queue's worker is replaced by a recorder, so a message put back on the queue is seen, not sent.
 */

interface SesEmail {
  messageId: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  attachments: { filename?: string; content: string; contentType: string }[];
}

/** An SMTP server that holds every message's DATA until released, to look at a delivery mid-send. */
async function startHeldSmtp() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached: () => void = () => undefined;
  const sending = new Promise<void>((resolve) => (reached = resolve));
  let received = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received += 1;
        reached();
        void released.then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.server.address() as AddressInfo).port,
    sending,
    release,
    received: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('delivering a queued e-mail (mail-send worker)', () => {
  let cloud: LocalCloud;
  let sink: SmtpSink;
  const tenant = 'alfa';
  const queued: MailQueueMessage[] = [];
  let sequence = 0;

  const row = async (id: string) => (await emailEnvios().get({ tenant, id }).go({ consistent: true })).data;
  const sesStore = async () => ((await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: SesEmail[] }).emails;
  const sesTo = async (address: string) => (await sesStore()).filter((email) => email.destination.to.includes(address));
  const sinkTo = (address: string) => sink.messages.filter((message) => message.to.includes(address));
  const delayedOnQueue = async () =>
    Number(
      (await cloud.clients.sqs.send(new GetQueueAttributesCommand({ QueueUrl: cloud.resources.queues.mail.url, AttributeNames: ['All'] })))
        .Attributes?.ApproximateNumberOfMessagesDelayed ?? 0,
    );

  /** A logged message as queueMail writes it (SES, pendente), with what the test changes. */
  async function givenMessage(fields: Partial<EmailEnvioItem> = {}): Promise<EmailEnvioItem & { id: string }> {
    sequence += 1;
    const id = fields.id ?? `01MSG${String(sequence).padStart(21, '0')}`;
    const item = {
      tenant,
      point: 'aso',
      remetente: '"Ocupacional" <nao-responda@ocupacional.com.br>',
      destinatario: `destino-${sequence}@cliente.com.br`,
      assunto: `Assunto ${sequence}`,
      texto: 'Seguem os documentos.',
      situacao: 'pendente' as const,
      ...fields,
      id,
    };
    await emailEnvios()
      .create(item as Parameters<ReturnType<typeof emailEnvios>['create']>[0])
      .go();
    return { ...(await row(id))!, id };
  }

  /** A tenant SMTP account (password) on the sink, or an OAuth2 one with a valid access token. */
  async function givenAccount(id: string, fields: Record<string, unknown> = {}, port = sink.port): Promise<void> {
    const oauth2 = fields.tipoAuth === 'oauth2';
    await contasEmail()
      .create({
        tenant,
        id,
        nome: `Conta ${id}`,
        usuario: `usuario-${id}`,
        email: `${id}@alfa.com.br`,
        tipoAuth: 'senha',
        servidorSmtp: '127.0.0.1',
        porta: port,
        conexaoSeg: 'nenhuma',
        ...(oauth2
          ? {
              oauthAccessCifrado: await sealAccountSecret(tenant, id, 'conta-email-oauth-access', `token-${id}`),
              oauthExpiraEm: new Date(Date.now() + 3_600_000).toISOString(),
            }
          : { senhaCifrada: await sealAccountSecret(tenant, id, 'conta-email-senha', `senha-${id}`) }),
        ...fields,
      } as Parameters<ReturnType<typeof contasEmail>['create']>[0])
      .go();
    sink.accept.set(`usuario-${id}`, oauth2 ? `token-${id}` : `senha-${id}`);
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    cloud = await startLocalCloud({
      stage: 'test',
      pollIdleMs: 10,
      workerHandlers: {
        mailSend: async (event: SQSEvent) => {
          queued.push(...event.Records.map((record) => JSON.parse(record.body) as MailQueueMessage));
        },
      },
    });
  });
  afterAll(async () => {
    await cloud?.stop();
    await sink?.stop();
  });
  let warn: MockInstance<typeof logger.warn>;
  beforeEach(() => {
    // The worker's log lines are asserted where they matter, and kept off the test output.
    warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('through SES, the product’s sender', () => {
    it('sends the message once and marks it enviado with SES’s message id, dropping the last attempt’s error', async () => {
      // Prepare: a message whose first attempt failed for now
      const envio = await givenMessage({ html: '<p>Seguem os documentos.</p>', tentativas: 1, erro: `Tentativa 1: ${transientMailFailure}` });
      const before = Date.now();
      // Act
      const outcome = await deliver({ message: { tenant, id: envio.id }, receiveCount: 2 });
      // Assess
      expect(outcome).toBe('enviado');
      const sent = await sesTo(envio.destinatario);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ subject: envio.assunto, body: { text: 'Seguem os documentos.', html: '<p>Seguem os documentos.</p>' } });
      const after = await row(envio.id);
      expect(after).toMatchObject({ situacao: 'enviado', leaseAte: 0, tentativas: 2, messageId: sent[0]?.messageId });
      expect(after?.erro).toBeUndefined();
      expect(Date.parse(after?.enviadoAt ?? '')).toBeGreaterThanOrEqual(before - 1);
    });

    it('sends a text-only body as text, with no HTML part', async () => {
      // Prepare
      const envio = await givenMessage({ texto: 'Só texto.' });
      // Act
      await deliver({ message: { tenant, id: envio.id }, receiveCount: 1 });
      // Assess
      const [sent] = await sesTo(envio.destinatario);
      expect(sent?.body.text?.trim()).toBe('Só texto.');
      expect(sent?.body.html).toBeUndefined();
    });

    it('sends an HTML-only body as HTML', async () => {
      // Prepare
      const envio = await givenMessage({ texto: undefined, html: '<p>Só HTML</p>' });
      // Act
      await deliver({ message: { tenant, id: envio.id }, receiveCount: 1 });
      // Assess
      const [sent] = await sesTo(envio.destinatario);
      expect(sent?.body.html?.trim()).toBe('<p>Só HTML</p>');
    });

    it('opens a sensitive body only to send it, and drops it once sent', async () => {
      // Prepare
      sequence += 1;
      const id = `01SENSIVEL${String(sequence).padStart(16, '0')}`;
      const corpoCifrado = await encryptSecret(JSON.stringify({ text: 'Sua nova senha: s3nh4', html: '<b>s3nh4</b>' }), { tenant, proposito: 'email-corpo', id });
      const envio = await givenMessage({ id, texto: undefined, corpoCifrado, sensivel: true, erro: 'anterior' });
      // Act
      const outcome = await deliver({ message: { tenant, id }, receiveCount: 1 });
      // Assess
      expect(outcome).toBe('enviado');
      const [sent] = await sesTo(envio.destinatario);
      expect(sent?.body).toMatchObject({ text: 'Sua nova senha: s3nh4', html: '<b>s3nh4</b>' });
      const after = await row(id);
      expect(after?.situacao).toBe('enviado');
      expect(after?.corpoCifrado).toBeUndefined();
      expect(after?.erro).toBeUndefined();
    });

    it('attaches the files from the files bucket, with the logged type or else the stored one', async () => {
      // Prepare
      const put = (key: string, body: string, contentType: string) =>
        cloud.clients.s3.send(new PutObjectCommand({ Bucket: cloud.resources.bucketNames.files, Key: key, Body: Buffer.from(body), ContentType: contentType }));
      await put('arquivos/alfa/aso.pdf', '%PDF-aso', 'application/octet-stream');
      await put('arquivos/alfa/foto.png', 'png-bytes', 'image/png');
      const envio = await givenMessage({
        anexos: [
          { chave: 'arquivos/alfa/aso.pdf', nome: 'ASO_101.pdf', tipo: 'application/pdf' },
          { chave: 'arquivos/alfa/foto.png', nome: 'foto.png' },
        ],
      });
      // Act
      await deliver({ message: { tenant, id: envio.id }, receiveCount: 1 });
      // Assess
      const [sent] = await sesTo(envio.destinatario);
      expect(sent?.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content }))).toEqual([
        { filename: 'ASO_101.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-aso').toString('base64') },
        { filename: 'foto.png', contentType: 'image/png', content: Buffer.from('png-bytes').toString('base64') },
      ]);
    });
  });

  it('records a message whose attachment was deleted from the files bucket as failed, without retrying', async () => {
    // Prepare
    const envio = await givenMessage({ anexos: [{ chave: 'arquivos/alfa/apagado.pdf', nome: 'ASO_102.pdf', tipo: 'application/pdf' }] });
    // Act
    const outcome = await deliver({ message: { tenant, id: envio.id }, receiveCount: 1 });
    // Assess
    expect(outcome).toBe('falha');
    expect(await row(envio.id)).toMatchObject({ situacao: 'falha', erro: 'Anexo ASO_102.pdf não encontrado.' });
    expect(await sesTo(envio.destinatario)).toEqual([]);
  });

  describe('a message that needs nothing sent', () => {
    it('answers nao-encontrado for a message no longer in the log, and says so on the log', async () => {
      // Prepare
            // Act
      const outcome = await deliver({ message: { tenant, id: '01INEXISTENTE' }, receiveCount: 1 });
      // Assess
      expect(outcome).toBe('nao-encontrado');
      expect(warn).toHaveBeenCalledWith('mail message not found', { tenant, id: '01INEXISTENTE' });
    });

    it.each(['enviado', 'falha'] as const)('does not send again a message already %s (a redelivery)', async (situacao) => {
      // Prepare
      const envio = await givenMessage({ situacao, erro: 'como estava' });
      // Act
      const outcome = await deliver({ message: { tenant, id: envio.id }, receiveCount: 2 });
      // Assess
      expect(outcome).toBe('ja-tratado');
      expect(await sesTo(envio.destinatario)).toEqual([]);
      expect(await row(envio.id)).toMatchObject({ situacao, erro: 'como estava', tentativas: 0 });
    });

    it.each(['enviado', 'falha'] as const)('keeps a message already %s as it was when its account has since been deleted', async (situacao) => {
      // Prepare
      const envio = await givenMessage({ contaId: 'conta-removida-depois', situacao, erro: 'como estava' });
      // Act
      const outcome = await deliver({ message: { tenant, id: envio.id }, receiveCount: 2 });
      // Assess
      expect(outcome).toBe('ja-tratado');
      expect(await row(envio.id)).toMatchObject({ situacao, erro: 'como estava' });
    });
  });

  describe('through a tenant account', () => {
    it('sends through the account’s SMTP server with its password, from the account’s address', async () => {
      // Prepare: the logged sender's address differs from the account's, which is the envelope's
      await givenAccount('conta-smtp');
      const envio = await givenMessage({ contaId: 'conta-smtp', remetente: '"Clínica" <outro@alfa.com.br>' });
      // Act
      const outcome = await deliver({ message: { tenant, id: envio.id }, receiveCount: 1 });
      // Assess
      expect(outcome).toBe('enviado');
      const received = sinkTo(envio.destinatario);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ from: 'conta-smtp@alfa.com.br', auth: { method: 'PLAIN', username: 'usuario-conta-smtp' } });
      expect(received[0]?.raw).toContain(`Subject: ${envio.assunto}`);
      expect(await sesTo(envio.destinatario)).toEqual([]);
      expect((await row(envio.id))?.messageId).toMatch(/^<.+>$/);
    });

    it('sends through an OAuth2 account with XOAUTH2 and its access token', async () => {
      // Prepare
      await givenAccount('conta-oauth', { tipoAuth: 'oauth2' });
      const envio = await givenMessage({ contaId: 'conta-oauth' });
      // Act
      const outcome = await deliver({ message: { tenant, id: envio.id }, receiveCount: 1 });
      // Assess
      expect(outcome).toBe('enviado');
      expect(sinkTo(envio.destinatario)[0]).toMatchObject({ from: 'conta-oauth@alfa.com.br', auth: { method: 'XOAUTH2', accessToken: 'token-conta-oauth' } });
    });

    it.each([
      ['no longer exists', async () => undefined],
      ['was deleted', () => givenAccount('conta-excluida', { deletedAt: new Date().toISOString() })],
    ])('fails a message whose account %s, without sending it', async (_case, prepare) => {
      // Prepare
      await prepare();
      const envio = await givenMessage({ contaId: 'conta-excluida' });
      // Act
      const outcome = await deliver({ message: { tenant, id: envio.id }, receiveCount: 1 });
      // Assess
      expect(outcome).toBe('falha');
      expect(await row(envio.id)).toMatchObject({ situacao: 'falha', erro: 'A conta de email deste envio foi excluída.', leaseAte: 0 });
      expect(sinkTo(envio.destinatario)).toEqual([]);
      expect(await sesTo(envio.destinatario)).toEqual([]);
    });
  });

  describe('the account’s packages (spec 2 §9)', () => {
    it('puts a message back on the queue, unsent, until the next package when the current one is full', async () => {
      // Prepare: packages of one message, the current one opened now and full
      await givenAccount('conta-pacote-cheio', { nMsgPct: 1, tEspPct: 600 });
      await contaEmailPacotes().create({ tenant, contaId: 'conta-pacote-cheio', inicio: Date.now(), enviados: 1 }).go();
      const envio = await givenMessage({ contaId: 'conta-pacote-cheio' });
      const delayed = await delayedOnQueue();
      // Act
      const outcome = await deliver({ message: { tenant, id: envio.id }, receiveCount: 1 });
      // Assess
      expect(outcome).toBe('aguardando-pacote');
      expect(await delayedOnQueue()).toBe(delayed + 1);
      expect(queued.some((message) => message.id === envio.id)).toBe(false);
      expect(sinkTo(envio.destinatario)).toEqual([]);
      expect(await row(envio.id)).toMatchObject({ situacao: 'pendente', tentativas: 0 });
    });

    it('sends as soon as the account’s own t_esp_pct has passed since the full package opened', async () => {
      // Prepare: a full package opened 10 s ago; the account spaces packages 5 s apart
      await givenAccount('conta-pacote-curto', { nMsgPct: 1, tEspPct: 5 });
      await contaEmailPacotes().create({ tenant, contaId: 'conta-pacote-curto', inicio: Date.now() - 10_000, enviados: 1 }).go();
      const envio = await givenMessage({ contaId: 'conta-pacote-curto' });
      // Act
      const outcome = await deliver({ message: { tenant, id: envio.id }, receiveCount: 1 });
      // Assess
      expect(outcome).toBe('enviado');
      expect(sinkTo(envio.destinatario)).toHaveLength(1);
    });

    it('takes over a message whose sender died mid-send (lease over) without a new package place', async () => {
      // Prepare: the package is full, but this message already had its place when it was first claimed
      await givenAccount('conta-retomada', { nMsgPct: 1, tEspPct: 600 });
      await contaEmailPacotes().create({ tenant, contaId: 'conta-retomada', inicio: Date.now(), enviados: 1 }).go();
      const envio = await givenMessage({ contaId: 'conta-retomada', situacao: 'enviando', leaseAte: Date.now() - 1, tentativas: 1 });
      // Act
      const outcome = await deliver({ message: { tenant, id: envio.id }, receiveCount: 2 });
      // Assess
      expect(outcome).toBe('enviado');
      expect(sinkTo(envio.destinatario)).toHaveLength(1);
      expect(await row(envio.id)).toMatchObject({ situacao: 'enviado', tentativas: 2 });
      expect((await contaEmailPacotes().get({ tenant, contaId: 'conta-retomada' }).go()).data?.enviados).toBe(1);
    });
  });

  describe('sending once (the message is its own idempotency record)', () => {
    it('holds the message for 150 s while it is sent, and a second delivery meanwhile sends nothing and asks to retry', async () => {
      // Prepare: an account whose server holds the message until the test lets it go
      const held = await startHeldSmtp();
      try {
        await givenAccount('conta-lenta', {}, held.port);
        const envio = await givenMessage({ contaId: 'conta-lenta', tentativas: 1 });
        const before = Date.now();
        // Act
        const first = deliver({ message: { tenant, id: envio.id }, receiveCount: 2 });
        await held.sending;
        const during = await row(envio.id);
        const second = deliver({ message: { tenant, id: envio.id }, receiveCount: 1 });
        // Assess
        await expect(second).rejects.toThrow(`mail message ${envio.id} is being sent by another delivery`);
        held.release();
        expect(await first).toBe('enviado');
        expect(during).toMatchObject({ situacao: 'enviando', tentativas: 2 });
        expect(during?.leaseAte).toBeGreaterThanOrEqual(before + 150_000);
        expect(during?.leaseAte).toBeLessThanOrEqual(Date.now() + 150_000);
        expect(held.received()).toBe(1);
        expect(await row(envio.id)).toMatchObject({ situacao: 'enviado', leaseAte: 0 });
      } finally {
        held.release();
        await held.stop();
      }
    });

    it('sends once when several deliveries of the same message run at once', async () => {
      // Prepare
      const envio = await givenMessage();
      // Act
      const outcomes = await Promise.allSettled([1, 2, 3].map(() => deliver({ message: { tenant, id: envio.id }, receiveCount: 1 })));
      // Assess
      expect(await sesTo(envio.destinatario)).toHaveLength(1);
      const answers = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message));
      expect(answers.filter((answer) => answer === 'enviado')).toHaveLength(1);
      for (const answer of answers.filter((value) => value !== 'enviado')) {
        expect(['ja-tratado', `mail message ${envio.id} is being sent by another delivery`]).toContain(answer);
      }
    });
  });

  describe('failures, as the e-mail log shows them', () => {
    it('records a refusal by the server as a permanent failure, with the reply code, and does not retry', async () => {
      // Prepare
      await givenAccount('conta-recusa');
      const envio = await givenMessage({ contaId: 'conta-recusa' });
      sink.refuse.set(envio.destinatario, { code: 550, times: Infinity });
            // Act
      const outcome = await deliver({ message: { tenant, id: envio.id }, receiveCount: 1 });
      // Assess
      expect(outcome).toBe('falha');
      const reason = 'O servidor recusou a mensagem: 550 (recusa definitiva do servidor de email).';
      expect(await row(envio.id)).toMatchObject({ situacao: 'falha', erro: reason, leaseAte: 0 });
      expect(warn).toHaveBeenCalledWith('mail message failed permanently', expect.objectContaining({ id: envio.id, reason, auth: false }));
    });

    it('frees a message that failed for now, records the attempt, and throws so SQS delivers it again', async () => {
      // Prepare: the server asks to come back later, once
      await givenAccount('conta-temporaria');
      const envio = await givenMessage({ contaId: 'conta-temporaria' });
      sink.refuse.set(envio.destinatario, { code: 421, times: 1 });
            // Act
      const failed = await deliver({ message: { tenant, id: envio.id }, receiveCount: 3 }).catch((error: unknown) => error);
      const afterFailure = await row(envio.id);
      const retried = await deliver({ message: { tenant, id: envio.id }, receiveCount: 4 });
      // Assess
      expect(failed).toBeInstanceOf(Error);
      expect(failed).toMatchObject({ responseCode: 421 });
      expect(afterFailure).toMatchObject({ situacao: 'pendente', erro: `Tentativa 3: ${transientMailFailure}`, leaseAte: 0, tentativas: 1 });
      expect(warn).toHaveBeenCalledWith('mail message failed, will retry', expect.objectContaining({ id: envio.id, receiveCount: 3 }));
      expect(retried).toBe('enviado');
      expect(sinkTo(envio.destinatario)).toHaveLength(1);
      expect((await row(envio.id))?.erro).toBeUndefined();
    });
  });

  describe('sending now, outside the queue (the account test)', () => {
    it('answers enviado and no error when the message went', async () => {
      // Prepare
      await givenAccount('conta-agora');
      const envio = await givenMessage({ contaId: 'conta-agora' });
      // Act / Assess
      expect(await sendNow(tenant, envio.id)).toEqual({ situacao: 'enviado', erro: null });
      expect(sinkTo(envio.destinatario)).toHaveLength(1);
    });

    it('answers a permanent failure with its reason', async () => {
      // Prepare
      await givenAccount('conta-agora-recusa');
      const envio = await givenMessage({ contaId: 'conta-agora-recusa' });
      sink.refuse.set(envio.destinatario, { code: 550, times: Infinity });
      // Act / Assess
      expect(await sendNow(tenant, envio.id)).toEqual({
        situacao: 'falha',
        erro: 'O servidor recusou a mensagem: 550 (recusa definitiva do servidor de email).',
      });
    });

    it('records a failure for now as a failure, since nothing will retry it', async () => {
      // Prepare
      await givenAccount('conta-agora-temporaria');
      const envio = await givenMessage({ contaId: 'conta-agora-temporaria' });
      sink.refuse.set(envio.destinatario, { code: 421, times: 1 });
            // Act
      const answer = await sendNow(tenant, envio.id);
      // Assess
      expect(answer).toEqual({ situacao: 'falha', erro: immediateMailFailure });
      expect(await row(envio.id)).toMatchObject({ situacao: 'falha', erro: immediateMailFailure, leaseAte: 0 });
      expect(warn).toHaveBeenCalledWith('mail message failed, not retried (sent now)', expect.objectContaining({ tenant, id: envio.id }));
    });

    it('answers falha for a message that is not in the log', async () => {
      // Act / Assess
      expect(await sendNow(tenant, '01NAOEXISTE')).toEqual({ situacao: 'falha', erro: null });
    });
  });
});
