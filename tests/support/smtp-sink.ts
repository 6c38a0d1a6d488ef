import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';

/*
 * A local SMTP sink for the mail tests (ARCHITECTURE.md "a local SMTP sink for SMTP accounts"): accepts PLAIN, LOGIN
 * and XOAUTH2 without TLS, records who authenticated with what, and keeps every message's raw bytes with the
 * time it arrived.
 */

export interface SinkMessage {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
  readonly at: number;
  readonly auth: { readonly method: string; readonly username: string; readonly password?: string; readonly accessToken?: string };
}

export interface SmtpSink {
  readonly port: number;
  readonly messages: SinkMessage[];
  /** Users and passwords (or access tokens for XOAUTH2, or a check of the token) the sink accepts. */
  readonly accept: Map<string, string | ((given: string | undefined) => boolean)>;
  /** Recipients refused with an SMTP code, `times` times (Infinity: always). */
  readonly refuse: Map<string, { code: number; times: number }>;
  stop(): Promise<void>;
}

/*
 * smtp-server holds every new connection 100 ms before its greeting, to catch clients that talk before it (spam
 * senders); our client never does, and the pause would cost each mail test a tenth of a second per message (and
 * mutation testing runs those tests thousands of times). The sinks of this process greet at once.
 */
SMTPConnection.prototype.init = function greetAtOnce(this: SMTPConnection) {
  this._setListeners(() => this.connectionReady());
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const accept: SmtpSink['accept'] = new Map();
  const refuse: SmtpSink['refuse'] = new Map();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'],
    authOptional: false,
    logger: false,
    // No reverse DNS of the client (127.0.0.1): it only names the client in the greeting, and costs a lookup per connection.
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      const expected = accept.get(auth.username ?? '');
      const given = auth.method === 'XOAUTH2' ? auth.accessToken : auth.password;
      const ok = typeof expected === 'function' ? expected(given ?? undefined) : expected !== undefined && given === expected;
      if (!ok) {
        // XOAUTH2 refusals carry a JSON status, as Gmail's do.
        if (auth.method === 'XOAUTH2') return callback(null, { data: { status: '401', schemes: 'bearer', scope: 'mail' } });
        return callback(new Error('Invalid username or password'));
      }
      callback(null, { user: { method: auth.method, username: auth.username, password: auth.password, accessToken: auth.accessToken } });
    },
    onRcptTo(address, _session, callback) {
      const rule = refuse.get(address.address);
      if (rule && rule.times > 0) {
        rule.times -= 1;
        return callback(Object.assign(new Error(`${rule.code === 421 ? 'Try again later' : 'No such user'}`), { responseCode: rule.code }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
          auth: session.user as SinkMessage['auth'],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    accept,
    refuse,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The base64 body of a raw message's parts without line breaks, to look for an attachment's bytes. */
export function unfolded(raw: string): string {
  return raw.replace(/\r?\n/g, '');
}
