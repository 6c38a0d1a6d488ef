import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Password hashes with scrypt (node:crypto): 'scrypt$N$r$p$salt$hash', salt and hash in base64. The parameters
 * travel with each hash, so old hashes keep verifying when the cost rises, and a login rehashes a weaker one.
 */

/**
 * OWASP's Password Storage Cheat Sheet lists N=2^17 r=8 p=1 and, as equivalent, N=2^14 r=8 p=5: the same work
 * with 16 MiB of memory instead of 128 MiB (within node's default scrypt maxmem and a small Lambda).
 */
export const passwordCost = { N: 2 ** 14, r: 8, p: 5 } as const;
const keyLength = 32;
const maxmem = 64 * 1024 * 1024;

interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Hashes a password for storage. */
export async function hashPassword(password: string, cost: ScryptParams = passwordCost): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

function paramsOf(stored: string): (ScryptParams & { salt: string; hash: string }) | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  if (![params.N, params.r, params.p].every((value) => Number.isInteger(value) && value > 0)) return undefined;
  return { ...params, salt, hash };
}

/** Whether a password matches a stored hash, in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const params = paramsOf(stored);
  if (!params) return false;
  const expected = Buffer.from(params.hash, 'base64');
  const actual = await scrypt(password, Buffer.from(params.salt, 'base64'), params).catch(() => undefined);
  return actual !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with less work than {@link passwordCost} (a login then rehashes it). */
export function needsRehash(stored: string): boolean {
  const params = paramsOf(stored);
  if (!params) return true;
  return params.N * params.r * params.p < passwordCost.N * passwordCost.r * passwordCost.p || params.r < passwordCost.r;
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a login's password against the user found, or against a dummy hash of the same cost when there is no
 * such user, so an unknown CPF takes as long as a known one with a wrong password (no account enumeration by
 * timing). `verify` is injectable for tests.
 *
 * @example const ok = await checkPassword(usuario?.senhaHash, body.senha);
 */
export async function checkPassword(
  stored: string | undefined,
  password: string,
  verify: (password: string, stored: string) => Promise<boolean> = verifyPassword,
): Promise<boolean> {
  if (stored === undefined) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(password, await dummyHash);
    return false;
  }
  return verify(password, stored);
}
