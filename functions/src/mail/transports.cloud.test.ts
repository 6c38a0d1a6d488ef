import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import type { ContaEmailItem } from '../data/entities/conta-email';
import { sealAccountSecret } from './accounts';
import { composeMessage } from './compose';
import { MailAuthorizationError, PermanentMailError } from './errors';
import { sesMessageTags } from './events';
import { sendThroughOauth2, sendThroughSes, sendThroughSmtp } from './transports';

/*
 * The three ways out with the composed bytes: SES (the local cloud's emulator, behind a proxy that records what
 * SES was asked, since the emulator keeps only the parsed message), a tenant's SMTP account (the SMTP sink, and a
 * server that offers STARTTLS with a certificate no client trusts) and a Gmail account (XOAUTH2 to the sink, or a
 * stand-in for the Gmail API's users.messages.send).
 */

const tenant = 'alfa';
const envelope = { from: 'envelope@ocupacional.com.br', to: 'destino@cliente.com.br' };

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface GmailRequest {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  readonly body: string;
}

describe('mail transports', () => {
  let cloud: LocalCloud;
  let sink: SmtpSink;
  let starttls: SMTPServer;
  let starttlsPort: number;
  const starttlsReceived: string[] = [];
  let heloOnly: ReturnType<typeof createTcpServer>;
  let heloOnlyPort: number;
  const heloOnlyReceived: string[] = [];
  let sesProxy: Server;
  let sesUpstream = '';
  const sesRequests: Record<string, unknown>[] = [];
  let gmail: Server;
  const gmailRequests: GmailRequest[] = [];
  let gmailAnswer: { status: number; body: string } = { status: 200, body: '{"id":"gmail-1"}' };
  let raw: Buffer;

  const conta = (overrides: Partial<ContaEmailItem> = {}): ContaEmailItem =>
    ({
      tenant,
      id: 'conta-1',
      nome: 'Conta',
      usuario: 'smtp-user',
      email: 'sst@provedor.com.br',
      tipoAuth: 'senha',
      servidorSmtp: '127.0.0.1',
      porta: sink.port,
      conexaoSeg: 'nenhuma',
      ...overrides,
    }) as ContaEmailItem;
  const passwordAccount = async (overrides: Partial<ContaEmailItem> = {}) =>
    conta({ senhaCifrada: await sealAccountSecret(tenant, 'conta-1', 'conta-email-senha', 'segredo-smtp'), ...overrides });
  const gmailAccount = async (overrides: Partial<ContaEmailItem> = {}) =>
    conta({
      id: 'gmail-1',
      tipoAuth: 'oauth2',
      usuario: 'gmail-user',
      email: 'clinica@gmail.com',
      servidorSmtp: undefined,
      porta: 0,
      conexaoSeg: undefined,
      oauthAccessCifrado: await sealAccountSecret(tenant, 'gmail-1', 'conta-email-oauth-access', 'token-de-acesso'),
      oauthExpiraEm: new Date(Date.now() + 3_600_000).toISOString(),
      ...overrides,
    });

  beforeAll(async () => {
    sink = await startSmtpSink();
    sink.accept.set('smtp-user', 'segredo-smtp');
    sink.accept.set('gmail-user', 'token-de-acesso');
    sink.accept.set('clinica@gmail.com', 'token-de-acesso');
    starttls = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      logger: false,
      onAuth(_auth, _session, callback) {
        callback(null, { user: 'qualquer' });
      },
      onData(stream, _session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          starttlsReceived.push('message');
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => starttls.listen(0, '127.0.0.1', resolve));
    starttlsPort = (starttls.server.address() as AddressInfo).port;
    // An old server that knows HELO only (no EHLO, so no extensions: no STARTTLS, no AUTH).
    heloOnly = createTcpServer((socket) => {
      let data = false;
      socket.write('220 antigo.provedor.com.br\r\n');
      socket.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\r\n').filter(Boolean)) {
          if (data) {
            if (line === '.') {
              data = false;
              heloOnlyReceived.push('message');
              socket.write('250 queued\r\n');
            }
            continue;
          }
          const command = line.slice(0, 4).toUpperCase();
          if (command === 'EHLO') socket.write('502 command not implemented\r\n');
          else if (command === 'DATA') {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (command === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => heloOnly.listen(0, '127.0.0.1', resolve));
    heloOnlyPort = (heloOnly.address() as AddressInfo).port;
    sesProxy = createServer((req, res) => {
      void (async () => {
        const body = await bodyOf(req);
        if (body) sesRequests.push(JSON.parse(body) as Record<string, unknown>);
        const answer = await fetch(`${sesUpstream}${req.url ?? '/'}`, {
          method: req.method ?? 'POST',
          headers: Object.fromEntries(
            Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !['host', 'content-length', 'connection'].includes(entry[0])),
          ),
          ...(body ? { body } : {}),
        });
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(await answer.text());
      })();
    });
    gmail = createServer((req, res) => {
      void bodyOf(req).then((body) => {
        gmailRequests.push({
          method: req.method ?? '',
          url: req.url ?? '',
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body,
        });
        res.writeHead(gmailAnswer.status, { 'content-type': 'application/json' }).end(gmailAnswer.body);
      });
    });
    const [sesUrl, gmailUrl] = await Promise.all([listen(sesProxy), listen(gmail)]);
    cloud = await startLocalCloud({ stage: 'test', functionEnv: { AWS_ENDPOINT_URL_SESV2: sesUrl, MAIL_GMAIL_API_URL: gmailUrl } });
    sesUpstream = cloud.endpoints.sesv2;
    raw = await composeMessage({ id: '01MSG', from: '"Clínica" <sst@provedor.com.br>', to: 'destino@cliente.com.br', subject: 'ASO de Fulano', text: 'Segue o ASO.' });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    sink.messages.length = 0;
    sesRequests.length = 0;
    gmailRequests.length = 0;
    starttlsReceived.length = 0;
    heloOnlyReceived.length = 0;
    gmailAnswer = { status: 200, body: '{"id":"gmail-1"}' };
  });
  afterAll(async () => {
    await cloud?.stop();
    await sink?.stop();
    await new Promise<void>((resolve) => (starttls ? starttls.close(() => resolve()) : resolve()));
    await new Promise<void>((resolve) => (heloOnly ? heloOnly.close(() => resolve()) : resolve()));
    await Promise.all([sesProxy, gmail].map((server) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))));
  });

  describe('SES with the product’s sender', () => {
    it('sends the composed bytes to the envelope’s recipient and answers the SES message id', async () => {
      // Act
      const messageId = await sendThroughSes(raw, envelope, { tenant: 'alfa', id: 'ENVIO1' });
      // Assess
      const { emails } = (await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as {
        emails: { messageId: string; subject: string; body: { text?: string } }[];
      };
      const stored = emails.find((email) => email.messageId === messageId);
      expect(stored).toMatchObject({ subject: 'ASO de Fulano', body: { text: expect.stringContaining('Segue o ASO.') } });
      expect(sesRequests).toEqual([
        {
          FromEmailAddress: envelope.from,
          Destination: { ToAddresses: [envelope.to] },
          EmailTags: sesMessageTags('alfa', 'ENVIO1'),
          Content: { Raw: { Data: raw.toString('base64') } },
        },
      ]);
    });

    it('names the configuration set when the stack gives one', async () => {
      // Prepare
      vi.stubEnv('SES_CONFIGURATION_SET', 'ocupacional-test-eventos');
      // Act
      await sendThroughSes(raw, envelope, { tenant: 'alfa', id: 'ENVIO1' });
      // Assess
      expect(sesRequests[0]).toMatchObject({ ConfigurationSetName: 'ocupacional-test-eventos' });
    });
  });

  describe('a password (senha) account over SMTP', () => {
    it('logs in with the stored password and hands the sink the envelope and the composed bytes', async () => {
      // Act
      await sendThroughSmtp(await passwordAccount(), raw, envelope);
      // Assess
      expect(sink.messages).toHaveLength(1);
      expect(sink.messages[0]).toMatchObject({
        from: envelope.from,
        to: [envelope.to],
        auth: { method: 'PLAIN', username: 'smtp-user', password: 'segredo-smtp' },
      });
      expect(sink.messages[0]?.raw).toContain('Subject: ASO de Fulano');
      expect(sink.messages[0]?.raw).toContain('Message-ID: <01MSG@ocupacional.com.br>');
    });

    it.each([
      ['without a password', { senhaCifrada: undefined }],
      ['without an SMTP server', { servidorSmtp: undefined }],
      ['with an empty SMTP server', { servidorSmtp: '' }],
    ])('refuses for good an account %s, sending nothing', async (_case, overrides) => {
      // Act
      const failure = await sendThroughSmtp(await passwordAccount(overrides), raw, envelope).catch((error: unknown) => error);
      // Assess
      expect(failure).toBeInstanceOf(PermanentMailError);
      expect((failure as Error).message).toBe('Conta SMTP sem servidor ou senha configurados.');
      expect(sink.messages).toHaveLength(0);
    });

    it('does not open a password sealed for another account', async () => {
      // Prepare
      const senhaCifrada = await sealAccountSecret(tenant, 'outra-conta', 'conta-email-senha', 'segredo-smtp');
      // Act
      const failure = await sendThroughSmtp(await passwordAccount({ senhaCifrada }), raw, envelope).catch((error: unknown) => error);
      // Assess
      expect(failure).toBeInstanceOf(Error);
      expect(sink.messages).toHaveLength(0);
    });

    it.each([
      ['STARTTLS required (tls)', 'tls'],
      ['the default security (tls)', undefined],
      ['implicit TLS (ssl)', 'ssl'],
    ] as const)('with %s, never sends in plain text to a server without TLS', async (_case, conexaoSeg) => {
      // Act
      const failure = await sendThroughSmtp(await passwordAccount({ conexaoSeg }), raw, envelope).catch((error: unknown) => error);
      // Assess
      expect(failure).toBeInstanceOf(Error);
      expect(sink.messages).toHaveLength(0);
    });

    it('without security (nenhuma), sends in plain text even when the server offers STARTTLS', async () => {
      // Act
      await sendThroughSmtp(await passwordAccount({ porta: starttlsPort }), raw, envelope);
      // Assess
      expect(starttlsReceived).toEqual(['message']);
    });

    it('with STARTTLS (tls), does not fall back to plain text when the server’s certificate is not trusted', async () => {
      // Act
      const failure = await sendThroughSmtp(await passwordAccount({ porta: starttlsPort, conexaoSeg: 'tls' }), raw, envelope).catch(
        (error: unknown) => error,
      );
      // Assess
      expect(failure).toBeInstanceOf(Error);
      expect(starttlsReceived).toEqual([]);
    });

    it('without security (nenhuma), still reaches an old server that answers only HELO', async () => {
      // Act
      await sendThroughSmtp(await passwordAccount({ porta: heloOnlyPort }), raw, envelope);
      // Assess
      expect(heloOnlyReceived).toEqual(['message']);
    });

    it.each([
      [0, 'tls'],
      [undefined, 'tls'],
      [0, 'ssl'],
    ] as const)('connects to the submission port 587 when the port is %s (%s)', async (porta, conexaoSeg) => {
      // Act
      const failure = await sendThroughSmtp(await passwordAccount({ porta, conexaoSeg }), raw, envelope).catch((error: unknown) => error);
      // Assess
      expect(String(failure)).toContain('127.0.0.1:587');
    });
  });

  describe('a Gmail (oauth2) account', () => {
    it('sends with XOAUTH2 as the account’s user to the SMTP server it names', async () => {
      // Act
      await sendThroughOauth2(await gmailAccount({ servidorSmtp: '127.0.0.1', porta: sink.port, conexaoSeg: 'nenhuma' }), raw, envelope);
      // Assess
      expect(sink.messages).toHaveLength(1);
      expect(sink.messages[0]).toMatchObject({
        from: envelope.from,
        to: [envelope.to],
        auth: { method: 'XOAUTH2', username: 'gmail-user', accessToken: 'token-de-acesso' },
      });
      expect(gmailRequests).toEqual([]);
    });

    it('logs in as the account’s e-mail address when it has no user', async () => {
      // Act
      await sendThroughOauth2(await gmailAccount({ usuario: '', servidorSmtp: '127.0.0.1', porta: sink.port, conexaoSeg: 'nenhuma' }), raw, envelope);
      // Assess
      expect(sink.messages[0]?.auth).toMatchObject({ method: 'XOAUTH2', username: 'clinica@gmail.com' });
    });

    it('uses implicit TLS on port 465 when the SMTP server names no port', async () => {
      // Act
      const failure = await sendThroughOauth2(await gmailAccount({ servidorSmtp: '127.0.0.1', porta: 0, conexaoSeg: 'nenhuma' }), raw, envelope).catch(
        (error: unknown) => error,
      );
      // Assess
      expect(String(failure)).toContain('127.0.0.1:465');
    });

    it('without an SMTP server, posts the bytes to the Gmail API with the access token and answers Gmail’s id', async () => {
      // Act
      const id = await sendThroughOauth2(await gmailAccount(), raw, envelope);
      // Assess
      expect(id).toBe('gmail-1');
      expect(gmailRequests).toEqual([
        {
          method: 'POST',
          url: '/gmail/v1/users/me/messages/send',
          authorization: 'Bearer token-de-acesso',
          contentType: 'application/json',
          body: JSON.stringify({ raw: raw.toString('base64url') }),
        },
      ]);
      expect(sink.messages).toHaveLength(0);
    });

    it.each([
      [401, 'O Gmail recusou a autorização (401); autorize a conta novamente.'],
      [403, 'O Gmail recusou a autorização (403); autorize a conta novamente.'],
    ])('takes a %i from Gmail for a refused authorization', async (status, message) => {
      // Prepare
      gmailAnswer = { status, body: JSON.stringify({ error: { message: 'Request had invalid authentication credentials.' } }) };
      // Act
      const failure = await sendThroughOauth2(await gmailAccount(), raw, envelope).catch((error: unknown) => error);
      // Assess
      expect(failure).toBeInstanceOf(MailAuthorizationError);
      expect((failure as Error).message).toBe(message);
      expect(((failure as Error).cause as Error).message).toBe(`Gmail API ${status}: Request had invalid authentication credentials.`);
    });

    it.each([
      [400, JSON.stringify({ error: { message: 'Invalid To header' } }), 'Gmail API 400: Invalid To header'],
      [404, '', 'Gmail API 404: '],
      [413, JSON.stringify({ error: {} }), 'Gmail API 413: '],
      [499, JSON.stringify({}), 'Gmail API 499: '],
    ])('takes a %i from Gmail for a permanent refusal of the message, Google’s words on the cause only', async (status, body, cause) => {
      // Prepare
      gmailAnswer = { status, body };
      // Act
      const failure = await sendThroughOauth2(await gmailAccount(), raw, envelope).catch((error: unknown) => error);
      // Assess
      expect(failure).toBeInstanceOf(PermanentMailError);
      expect(failure).not.toBeInstanceOf(MailAuthorizationError);
      expect((failure as Error).message).toBe(`O Gmail recusou a mensagem (${status}).`);
      expect(((failure as Error).cause as Error).message).toBe(cause);
    });

    it.each([429, 500, 503])('takes a %i from Gmail for a transient failure, to be retried', async (status) => {
      // Prepare
      gmailAnswer = { status, body: JSON.stringify({ error: { message: 'Backend Error' } }) };
      // Act
      const failure = await sendThroughOauth2(await gmailAccount(), raw, envelope).catch((error: unknown) => error);
      // Assess
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(PermanentMailError);
      expect((failure as Error).message).toBe(`Gmail API answered ${status}`);
    });
  });
});
