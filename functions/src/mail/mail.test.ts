import { describe, expect, it, vi } from 'vitest';
import { contaEmailFormSchema, envioConsultaSchema, mailMessages } from '@ocupacional/shared';
import * as entities from '../data/entities/index';
import { contaEmailPacotes, contasEmail, oauthEstados } from '../data/entities/conta-email';
import { emailAsos, emailEnvios } from '../data/entities/email-envio';
import { oauth2StatusOf } from './accounts';
import { composeMessage } from './compose';
import { MailAuthorizationError, PermanentMailError, classifySendError } from './errors';
import { authorizationUrl, gmailSendScope, oauth2Provider } from './oauth2';
import { addressOf } from './send';
import { packageDecision } from './throttle';
import { htmlWithTracking } from './tracking';

/* The mail rules that need no server: packages, OAuth2 states, error classes, the form, the MIME message. */

describe('packages of an account (spec 2 §9)', () => {
  const limits = { size: 2, intervalSeconds: 3 };

  it('opens a package with the first message and fills it up to its size', () => {
    const first = packageDecision(undefined, limits, 1_000);
    expect(first).toEqual({ decision: { send: true }, next: { inicio: 1_000, enviados: 1 } });
    expect(packageDecision(first.next, limits, 1_500)).toEqual({ decision: { send: true }, next: { inicio: 1_000, enviados: 2 } });
  });

  it('makes the next message wait until the interval after the package opened', () => {
    expect(packageDecision({ inicio: 1_000, enviados: 2 }, limits, 2_200).decision).toEqual({ send: false, waitSeconds: 2 });
  });

  it('opens a new package once the interval has passed', () => {
    expect(packageDecision({ inicio: 1_000, enviados: 2 }, limits, 4_000)).toEqual({ decision: { send: true }, next: { inicio: 4_000, enviados: 1 } });
  });
});

describe('the OAuth2 state of an account (spec 2 §4)', () => {
  it('is connected when fully configured, an authorization error with tokens but not configured, else pending', () => {
    expect(oauth2StatusOf({ oauthRefreshCifrado: 'r', oauthAccessCifrado: 'a' })).toMatchObject({ situacao: 'conectado', is_fully_configured: true });
    expect(oauth2StatusOf({ oauthAccessCifrado: 'a' })).toMatchObject({ situacao: 'erro', has_tokens: true, mensagem: mailMessages.erroAutorizacao });
    expect(oauth2StatusOf({ oauthRefreshCifrado: 'r', oauthErro: 'invalid_grant' })).toMatchObject({ situacao: 'erro', is_fully_configured: false });
    expect(oauth2StatusOf({})).toMatchObject({ situacao: 'pendente', mensagem: 'Autorização pendente' });
  });

  it('asks Google for the send scope only, with state, PKCE and offline access', () => {
    const provider = oauth2Provider({ MAIL_OAUTH2_CLIENT_ID: 'cliente' });
    const url = new URL(authorizationUrl(provider, { state: 's', challenge: 'c', redirectUri: 'https://app/oauth2/callback', loginHint: 'a@gmail.com' }));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      scope: gmailSendScope,
      state: 's',
      code_challenge: 'c',
      code_challenge_method: 'S256',
      access_type: 'offline',
      client_id: 'cliente',
    });
  });
});

describe('send errors', () => {
  it('treats SMTP 5xx, refused logins and SES rejections as permanent, the rest as transient', () => {
    expect(classifySendError(Object.assign(new Error('550 no such user'), { responseCode: 550 }))).toBeInstanceOf(PermanentMailError);
    expect(classifySendError(Object.assign(new Error('535'), { code: 'EAUTH' }))).toBeInstanceOf(PermanentMailError);
    expect(classifySendError(Object.assign(new Error('rejected'), { name: 'MessageRejected' }))).toBeInstanceOf(PermanentMailError);
    expect(classifySendError(new MailAuthorizationError('x'))).toBeInstanceOf(MailAuthorizationError);
    expect(classifySendError(Object.assign(new Error('421 try later'), { responseCode: 421 }))).not.toBeInstanceOf(PermanentMailError);
    expect(classifySendError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).not.toBeInstanceOf(PermanentMailError);
    expect(classifySendError(Object.assign(new Error('slow down'), { name: 'TooManyRequestsException' }))).not.toBeInstanceOf(PermanentMailError);
  });
});

describe('send errors as the e-mail log shows them (issue 12 item 9)', () => {
  it.each([
    [Object.assign(new Error('550 5.1.1 <x@y>: Recipient address rejected: User unknown'), { responseCode: 550, response: '550 5.1.1 <x@y>: Recipient address rejected: User unknown' })],
    [Object.assign(new Error('Invalid login: 535 Authentication credentials invalid'), { code: 'EAUTH', response: '535 Authentication credentials invalid' })],
    [Object.assign(new Error('Mail command failed: 501 Bad sender address syntax'), { code: 'EENVELOPE' })],
    [Object.assign(new Error('Message rejected: illegal address.'), { name: 'MessageRejected' })],
  ])('tells a permanent failure in pt-BR, keeping the server’s words on the cause only (%s)', (error) => {
    // Act
    const classified = classifySendError(error);
    // Assess
    expect(classified).toBeInstanceOf(PermanentMailError);
    expect(classified.message).not.toMatch(/Recipient|rejected|Authentication|Invalid|syntax|illegal|Mail command/);
    expect(classified.cause).toBe(error);
  });

  it('keeps the SMTP reply code a user can quote to the mail server’s administrator', () => {
    expect(classifySendError(Object.assign(new Error('550 no such user'), { responseCode: 550 })).message).toMatch(/^O servidor recusou a mensagem: 550/);
  });
});

describe('the account form (spec 2 §5)', () => {
  it('requires the SMTP fields of a password account, the password only when new', () => {
    const base = { nome: 'n', email: 'a@b.com.br', usuario: 'u', tipo_auth: 'senha' };
    const created = contaEmailFormSchema.safeParse(base);
    expect(created.success).toBe(false);
    expect(created.error?.issues.map((issue) => issue.message)).toEqual([
      mailMessages.senhaObrigatoria,
      mailMessages.servidorObrigatorio,
      mailMessages.portaObrigatoria,
      mailMessages.conexaoObrigatoria,
    ]);
    const edited = contaEmailFormSchema.safeParse({ ...base, id: 'x', servidor_smtp: 'smtp', porta: 587, conexao_seg: 'tls' });
    expect(edited.success).toBe(true);
  });

  it('requires only the basics of an OAuth2 account, with the spec’s defaults', () => {
    const parsed = contaEmailFormSchema.parse({ nome: 'n', email: 'a@b.com.br', usuario: 'u', tipo_auth: 'oauth2' });
    expect(parsed).toMatchObject({ n_msg_pct: 50, t_esp_pct: 600, porta: 0, tempo_espera: 0, autenticacao: 1 });
  });

  it('requires company and consultation when sending by company (tipo 2), and ASO documents only', () => {
    const result = envioConsultaSchema.safeParse({ tipo: 2, destinatario: 'a@b.com.br', tipo_documento: [83] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['tipo_documento', mailMessages.somenteAso],
      ['id_emp', 'Campo obrigatório'],
      ['id_con', 'Campo obrigatório'],
    ]);
  });
});

describe('the message', () => {
  it('carries a stable Message-ID, the attachment and the tracking image', async () => {
    const html = htmlWithTracking('Olá <b>\nmundo', undefined, 'https://app/sst/api/email/abertura/t');
    expect(html).toContain('Olá &lt;b&gt;<br>mundo');
    const raw = (
      await composeMessage({
        id: '01ABC',
        from: '"Conta" <a@b.com.br>',
        to: 'c@d.com.br',
        subject: 'ASO',
        text: 'x',
        html,
        attachments: [{ filename: 'ASO.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }],
      })
    ).toString();
    expect(raw).toContain('Message-ID: <01ABC@ocupacional.com.br>');
    expect(raw).toContain('filename=ASO.pdf');
    expect(raw).toContain('email/abertura/t');
    expect(addressOf('"Conta" <a@b.com.br>')).toBe('a@b.com.br');
  });
});

describe('the mail entities', () => {
  it('key by the tenant first and use sort-key prefixes no other entity uses', () => {
    vi.stubEnv('TABLE_NAME', 'ocupacional-unit');
    const mine = [contasEmail(), contaEmailPacotes(), oauthEstados(), emailEnvios(), emailAsos()];
    const prefixOf = (entity: { schema: { indexes: Record<string, { pk: { composite: readonly string[] }; sk?: { template?: string }; index?: string }> } }) =>
      Object.values(entity.schema.indexes)
        .filter((index) => !index.index)
        .map((index) => (index.sk?.template ?? '').split('$')[0] ?? '');
    const others = Object.values(entities)
      .filter((value): value is () => never => typeof value === 'function' && value.length === 0)
      .flatMap((build) => {
        const built: unknown = (build as () => unknown)();
        return typeof built === 'object' && built !== null && 'schema' in built ? prefixOf(built as never) : [];
      });
    const ours = mine.flatMap((entity) => prefixOf(entity as never));
    for (const entity of mine) {
      for (const index of Object.values((entity as never as { schema: { indexes: Record<string, { pk: { composite: string[] } }> } }).schema.indexes)) {
        expect(index.pk.composite[0]).toBe('tenant');
      }
    }
    for (const a of ours) for (const b of [...others, ...ours]) if (a !== b) expect(b.startsWith(a) || a.startsWith(b), `${a} / ${b}`).toBe(false);
    vi.unstubAllEnvs();
  });
});
