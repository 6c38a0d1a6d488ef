import { EsocialTransportError } from './errors';

/*
 * Retrying the web service (issue 13 item 8). The manual do desenvolvedor answers 301 ('Erro Servidor eSocial') when
 * the service cannot take a request now and asks for it again later; connections that drop, time out or answer an
 * HTTP 5xx without a SOAP body are the same "try again". Both are retried a few times with a doubling delay. A SOAP
 * Fault or an answer we cannot read is not retried: sending the same request again would get the same answer.
 * Sending a lote again is safe: its events keep their Ids and signed content, and the service answers an event it
 * already has with the receipt it gave (evtDupl).
 */

export interface RetryPolicy {
  /** Tries in all, the first included (1: no retry). */
  readonly attempts: number;
  /** Delay before the first retry; each next one doubles it. */
  readonly baseDelayMs: number;
  /** Upper bound of a delay. */
  readonly maxDelayMs: number;
}

/** Three tries, 2 s then 4 s apart: within a worker Lambda's time, long enough for a brief outage. */
export const defaultRetryPolicy: RetryPolicy = { attempts: 3, baseDelayMs: 2_000, maxDelayMs: 16_000 };

/** cdResposta 301, 'Erro Servidor eSocial': the service asks for the request again later. */
export const tryAgainCode = 301;

/**
 * The delay before retry number `retry` (1 for the first retry): base, 2 × base, 4 × base… up to maxDelayMs.
 *
 * @example retryDelayMs(2, defaultRetryPolicy) // 4000
 */
export function retryDelayMs(retry: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
}

/** A transport failure worth another try: no answer at all (drop, timeout, refused) or an HTTP 5xx without SOAP. */
export function isRetryableFailure(error: unknown): boolean {
  if (!(error instanceof EsocialTransportError)) return false;
  return error.httpStatus === undefined || error.httpStatus >= 500;
}

export interface RetryOptions<T> {
  readonly policy: RetryPolicy;
  /** Whether an answer is the service's "try again" (301). */
  readonly tryAgain: (result: T) => boolean;
  readonly sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` until it answers something other than "try again" or the tries run out. A "try again" answer on the
 * last try is returned (the caller records it); a retryable failure on the last try is thrown.
 *
 * @example await withRetry(() => client.consultar(protocolo), { policy: defaultRetryPolicy, tryAgain: (r) => r.cdResposta === 301 })
 */
export async function withRetry<T>(run: () => Promise<T>, options: RetryOptions<T>): Promise<T> {
  const sleep = options.sleep ?? wait;
  for (let attempt = 1; ; attempt += 1) {
    const last = attempt >= options.policy.attempts;
    try {
      const result = await run();
      if (last || !options.tryAgain(result)) return result;
    } catch (error) {
      if (last || !isRetryableFailure(error)) throw error;
    }
    await sleep(retryDelayMs(attempt, options.policy));
  }
}
