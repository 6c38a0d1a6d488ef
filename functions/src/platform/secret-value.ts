import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { logger } from './logger';
import { perEnvironment } from './per-environment';

/*
 * Secrets Manager values the functions hold in memory (the JWT signing keys, the CloudFront origin secret): read
 * once per container, never kept as a failure (the next call reads again, instead of failing every request until
 * the container recycles), and read again when the value in hand no longer fits what a request presents (a
 * rotated key), at most once a minute so a caller inventing values cannot make every request read the secret.
 */

const secretsManager = perEnvironment(() => new SecretsManagerClient({}));

/** The string value of a secret (AWSCURRENT). */
export async function readSecretString(secretId: string): Promise<string> {
  const { SecretString } = await secretsManager().send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error(`the secret ${secretId} has no string value`);
  return SecretString;
}

/** Writes a new current value; `clientRequestToken` makes a repeat of the same write a no-op. */
export async function putSecretString(secretId: string, value: string, clientRequestToken: string): Promise<void> {
  await secretsManager().send(
    new PutSecretValueCommand({ SecretId: secretId, SecretString: value, ClientRequestToken: clientRequestToken }),
  );
}

export interface RefreshingValue<T> {
  /** The value in hand, read first when there is none or it is older than `maxAgeMs`. */
  get(): Promise<T>;
  /** Reads again, unless the value in hand was read less than `minRefreshMs` ago. */
  refresh(): Promise<T>;
}

export interface RefreshingOptions {
  /** How long a value is used before it is read again (default: for the life of the container). */
  readonly maxAgeMs?: number;
  /** The shortest time between two reads that `refresh` asks for. */
  readonly minRefreshMs?: number;
  readonly now?: () => number;
}

/**
 * A value read lazily and kept: concurrent calls share one read; a failed first read is not kept; a failed later
 * read keeps serving the last good value (and is retried after `minRefreshMs`).
 *
 * @example const originSecret = refreshingValue(() => readSecretString(id), { minRefreshMs: 60_000 });
 */
export function refreshingValue<T>(read: () => Promise<T>, options: RefreshingOptions = {}): RefreshingValue<T> {
  const { maxAgeMs = Number.POSITIVE_INFINITY, minRefreshMs = 60_000, now = () => Date.now() } = options;
  let last: { value: T; at: number } | undefined;
  // After a failed read with a value in hand: no new read before this time.
  let retryAt = 0;
  let pending: Promise<T> | undefined;
  const readAgain = (): Promise<T> => {
    pending ??= read()
      .then(
        (value) => {
          last = { value, at: now() };
          return value;
        },
        (error: unknown) => {
          if (!last) throw error;
          logger.warn('secret read failed: the value in hand is kept', { error: error as Error });
          retryAt = now() + minRefreshMs;
          return last.value;
        },
      )
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  const kept = (ageMs: number): boolean => last !== undefined && (now() - last.at < ageMs || now() < retryAt);
  return {
    get: () => (last && kept(maxAgeMs) ? Promise.resolve(last.value) : readAgain()),
    refresh: () => (last && kept(minRefreshMs) ? Promise.resolve(last.value) : readAgain()),
  };
}
