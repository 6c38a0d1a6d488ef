import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import nodemailer from 'nodemailer';
import type { ContaEmailItem } from '../data/entities/conta-email';
import { accessTokenFor, openAccountSecret } from './accounts';
import { MailAuthorizationError, PermanentMailError } from './errors';
import { sesMessageTags } from './events';
import { smtpTarget } from './smtp-host';
import { perEnvironment } from '../platform/per-environment';

/*
 * The three ways out (ARCHITECTURE.md "mail"): SES with the product's sender (SendEmail with Content.Raw, so
 * attachments travel), the tenant's SMTP account with its password, and its Gmail account through OAuth2 — the
 * Gmail API with the send scope, or XOAUTH2 on SMTP when the account names an SMTP server (other providers, the
 * local sink). Every one takes the composed bytes, so what is sent is identical whatever the route.
 */

export interface Envelope {
  readonly from: string;
  readonly to: string;
}

const ses = /* @__PURE__ */ perEnvironment(() => new SESv2Client({}));

/**
 * SES: the raw message, with the configuration set when the stack gives one, tagged with its log row so the
 * configuration set's events (bounces, complaints…) find it (events.ts).
 */
export async function sendThroughSes(raw: Buffer, envelope: Envelope, row: { tenant: string; id: string }): Promise<string | undefined> {
  const answer = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: envelope.from,
      Destination: { ToAddresses: [envelope.to] },
      ...(process.env.SES_CONFIGURATION_SET ? { ConfigurationSetName: process.env.SES_CONFIGURATION_SET } : {}),
      EmailTags: sesMessageTags(row.tenant, row.id),
      Content: { Raw: { Data: raw } },
    }),
  );
  return answer.MessageId;
}

/**
 * The SMTP connection settings of an account on its server (conexao_seg: ssl = implicit TLS, tls = STARTTLS
 * required, the default; nenhuma = plain text, even when the server offers STARTTLS).
 */
function smtpOptions(conta: ContaEmailItem, host: string, defaultPort: number) {
  const seguranca = conta.conexaoSeg ?? 'tls';
  return {
    host,
    port: conta.porta || defaultPort,
    secure: seguranca === 'ssl',
    requireTLS: seguranca === 'tls',
    ignoreTLS: seguranca === 'nenhuma',
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  };
}

async function sendSmtp(options: { host: string } & Record<string, unknown>, raw: Buffer, envelope: Envelope): Promise<string | undefined> {
  // The checked address, never the name again (smtp-host.ts: no private hosts in AWS, no DNS rebinding).
  const target = await smtpTarget(options.host);
  const transport = nodemailer.createTransport({
    ...options,
    host: target.host,
    ...(target.servername ? { tls: { servername: target.servername } } : {}),
  });
  try {
    const info = await transport.sendMail({ envelope: { from: envelope.from, to: [envelope.to] }, raw });
    // Stryker disable BlockStatement: a transport without a pool already ends its connection after the message; close() only emits 'close'
    return info.messageId;
  } finally {
    // Stryker restore BlockStatement
    transport.close();
  }
}

/** A 'senha' account: SMTP with the stored (encrypted) password. */
export async function sendThroughSmtp(conta: ContaEmailItem, raw: Buffer, envelope: Envelope): Promise<string | undefined> {
  if (!conta.senhaCifrada || !conta.servidorSmtp) throw new PermanentMailError('Conta SMTP sem servidor ou senha configurados.');
  const pass = await openAccountSecret(conta.tenant, conta.id, 'conta-email-senha', conta.senhaCifrada);
  return sendSmtp(
    { ...smtpOptions(conta, conta.servidorSmtp, 587), auth: { user: conta.usuario, pass } },
    raw,
    envelope,
  );
}

/** Gmail's API root (overridable for tests). */
const gmailApi = () => process.env.MAIL_GMAIL_API_URL ?? 'https://gmail.googleapis.com';

/** An 'oauth2' account: XOAUTH2 on its SMTP server when it names one, else the Gmail API (send scope only). */
export async function sendThroughOauth2(conta: ContaEmailItem, raw: Buffer, envelope: Envelope): Promise<string | undefined> {
  const accessToken = await accessTokenFor(conta);
  if (conta.servidorSmtp) {
    return sendSmtp(
      {
        ...smtpOptions(conta, conta.servidorSmtp, 465),
        auth: { type: 'OAuth2', user: conta.usuario || conta.email, accessToken },
      },
      raw,
      envelope,
    );
  }
  const response = await fetch(`${gmailApi()}/gmail/v1/users/me/messages/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ raw: raw.toString('base64url') }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => ({}))) as { id?: string; error?: { message?: string } };
  // Google's own (English) text goes to the log with the cause; the screens read the pt-BR message and the status.
  const cause = new Error(`Gmail API ${response.status}: ${body.error?.message ?? ''}`);
  if (response.status === 401 || response.status === 403) {
    throw new MailAuthorizationError(`O Gmail recusou a autorização (${response.status}); autorize a conta novamente.`, { cause });
  }
  if (response.status >= 400 && response.status < 500 && response.status !== 429) {
    throw new PermanentMailError(`O Gmail recusou a mensagem (${response.status}).`, { cause });
  }
  if (!response.ok) throw new Error(`Gmail API answered ${response.status}`);
  return body.id;
}
