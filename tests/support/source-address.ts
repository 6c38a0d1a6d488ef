import { request } from 'node:http';
import { requestHeaders, signRequest, type PointType } from '@ocupacional/shared';

/*
 * Requests to the local gateway from a chosen loopback address (127.0.0.0/8 all reach the gateway on Linux), so a
 * test can act as many clients: the API's per-address limits see each address as its own caller.
 */

export interface RawAnswer {
  readonly status: number;
  readonly json: { status?: number; msg?: string; data?: unknown };
  readonly setCookie: string[];
}

export interface RawRequest {
  /** The source address, e.g. '127.0.0.23'. */
  readonly from?: string;
  readonly area?: PointType;
  /** Sent as JSON unless `contentType` says otherwise (then as given). */
  readonly body?: unknown;
  readonly contentType?: string | null;
  readonly cookie?: string;
  readonly headers?: Record<string, string>;
  /** Add the app's signed header, as the web client does on every call (default true). */
  readonly appHeaders?: boolean;
}

/** Sends one request to the gateway at `port` from `options.from`. */
export async function callFrom(port: number, method: string, path: string, options: RawRequest = {}): Promise<RawAnswer> {
  const body =
    options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const contentType = options.contentType === undefined ? (body !== undefined || method !== 'GET' ? 'application/json' : null) : options.contentType;
  const headers: Record<string, string> = {
    host: `${options.area ?? 'web'}.localhost:${port}`,
    ...(contentType ? { 'content-type': contentType } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.appHeaders === false ? {} : { [requestHeaders.signature]: await signRequest() }),
    ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers, localAddress: options.from ?? '127.0.0.1' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let json: RawAnswer['json'] = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RawAnswer['json'];
          } catch {
            // not JSON: the test looks at the status
          }
          const raw = res.headers['set-cookie'];
          resolve({ status: res.statusCode ?? 0, json, setCookie: Array.isArray(raw) ? raw : raw ? [raw] : [] });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A valid CPF (check digits) from a 9-digit base, for tests that need many distinct CPFs. */
export function cpfFrom(base: number): string {
  const digits = String(base).padStart(9, '0').slice(-9).split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}
