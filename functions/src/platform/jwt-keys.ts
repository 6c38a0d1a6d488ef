import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod';
import { sessionDefaults } from '@ocupacional/shared';

/*
 * The session-signing keys as the JWT secret holds them: {current, previous, rotatedAt} (JSON). Tokens are signed
 * with `current` and name it in their `kid`; `previous` still verifies, so a rotation ends no session. The daily
 * rotation (workers/jwt-rotate.ts) makes a new current key when `rotatedAt` is older than
 * jwtKeyRotationDays, which exceeds the longest session: a token's key is dropped only at the second rotation after
 * it signed, so every session ends by its own expiry first. The secret's first value (the stack's generated
 * string, or the local key file of earlier versions) is a plain string: read as the current key, never rotated,
 * so the next run rotates it.
 */

/** Days between rotations: more than the longest session (sessionDefaults.unlimitedHours, 30 days) plus margin. */
export const jwtKeyRotationDays = Math.ceil(sessionDefaults.unlimitedHours / 24) + 15;

/** Shortest key accepted: HS256 wants at least 256 bits; the stack generates 32 characters, rotations 32 bytes. */
const minKeyLength = 32;

const keysSchema = z.object({
  current: z.string().min(minKeyLength),
  previous: z.string().min(minKeyLength).nullable().optional(),
  rotatedAt: z.string().datetime(),
});

export interface JwtKeys {
  readonly current: string;
  readonly previous?: string | undefined;
  /** When `current` became current; absent for a plain-string secret (rotated at the next run). */
  readonly rotatedAt?: string | undefined;
}

/** Reads the secret's value: the JSON form, or a plain-string key (the form before rotation existed). */
export function parseJwtSecret(value: string): JwtKeys {
  if (!value.trimStart().startsWith('{')) {
    if (value.length < minKeyLength) throw new Error('the JWT secret is shorter than 32 characters');
    return { current: value };
  }
  const keys = keysSchema.parse(JSON.parse(value));
  return { current: keys.current, previous: keys.previous ?? undefined, rotatedAt: keys.rotatedAt };
}

/** The secret's value for a set of keys (always the JSON form). */
export function formatJwtSecret(keys: JwtKeys): string {
  return JSON.stringify({ current: keys.current, previous: keys.previous ?? null, rotatedAt: keys.rotatedAt ?? new Date(0).toISOString() });
}

/** A key's id in token headers: a short hash, which names the key without revealing it. */
export function jwtKeyId(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 16);
}

/** Whether the current key is due for rotation at `now`. */
export function isRotationDue(keys: JwtKeys, now: Date, days = jwtKeyRotationDays): boolean {
  if (!keys.rotatedAt) return true;
  return now.getTime() - Date.parse(keys.rotatedAt) >= days * 86_400_000;
}

/** The keys after a rotation: a new current key, the old one kept to verify the sessions it signed. */
export function rotateJwtKeys(keys: JwtKeys, now: Date, newKey = randomBytes(32).toString('base64url')): JwtKeys {
  return { current: newKey, previous: keys.current, rotatedAt: now.toISOString() };
}

/**
 * The idempotency token of a day's rotation (PutSecretValue's ClientRequestToken): a second run of the same day
 * with another new key is refused by Secrets Manager, so two overlapping runs cannot push the key still signing
 * live sessions out of `previous`.
 */
export function rotationRequestToken(now: Date): string {
  return createHash('sha256').update(`jwt-rotation:${now.toISOString().slice(0, 10)}`).digest('hex');
}
