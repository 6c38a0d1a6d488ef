import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkPassword, hashPassword, needsRehash, passwordCost, verifyPassword } from './passwords';

/*
 * A hash at the real cost takes a noticeable fraction of a second, so the file makes one in beforeAll and uses
 * cheap parameters (which travel with each hash) wherever the cost is not what a test is about.
 */

const cheap = { N: 16, r: 1, p: 1 };
const full = `${passwordCost.N}$${passwordCost.r}$${passwordCost.p}`;

/**
 * RFC 7914 §12, second test vector: scrypt(P="password", S="NaCl", N=1024, r=8, p=16); the first 32 bytes of the
 * derived key are the stored hash (keys are 32 bytes).
 */
const rfc7914 = {
  salt: Buffer.from('NaCl').toString('base64'),
  hash: Buffer.from('fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162', 'hex').toString('base64'),
};
const rfcStored = (scheme = 'scrypt', hash = rfc7914.hash) => `${scheme}$1024$8$16$${rfc7914.salt}$${hash}`;

let stored: string;

beforeAll(async () => {
  stored = await hashPassword('segredo1');
});

describe('password hashes', () => {
  it('verify the password they were made from, and refuse another', async () => {
    const hash = await hashPassword('segredo1', cheap);
    expect(await verifyPassword('segredo1', hash)).toBe(true);
    expect(await verifyPassword('segredo2', hash)).toBe(false);
  });

  it('differ for the same password (salted)', async () => {
    expect(await hashPassword('x', cheap)).not.toBe(await hashPassword('x', cheap));
  });

  it('are standard scrypt with the parameters they carry (RFC 7914 test vector)', async () => {
    expect(await verifyPassword('password', rfcStored())).toBe(true);
    expect(await verifyPassword('Password', rfcStored())).toBe(false);
  });

  it.each([
    ['not a hash at all', 'plain-text'],
    ['another scheme', rfcStored('bcrypt')],
    ['a parameter that is not a number', 'scrypt$abc$8$1$c2FsdA==$aGFzaA=='],
    ['a hash of another length', rfcStored('scrypt', rfc7914.hash.slice(0, 24))],
    ['parameters scrypt refuses', `scrypt$${2 ** 30}$8$1$${rfc7914.salt}$${rfc7914.hash}`],
  ])('never match %s', async (_, malformed) => {
    expect(await verifyPassword('password', malformed)).toBe(false);
  });

  it("are made at OWASP's scrypt cost and carry their parameters", () => {
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(passwordCost.N), String(passwordCost.r), String(passwordCost.p)]);
    // OWASP: N=2^17 r=8 p=1, or the same work as N=2^14 r=8 p=5.
    expect(passwordCost.N * passwordCost.r * passwordCost.p).toBeGreaterThanOrEqual(2 ** 14 * 8 * 5);
    expect(needsRehash(stored)).toBe(false);
  });

  it('keep verifying hashes of a former, weaker cost, which need a rehash', async () => {
    // Prepare: a hash made with less work than today's cost
    const legacy = await hashPassword('segredo1', { N: 1024, r: 8, p: 1 });
    // Assess
    expect(legacy.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('segredo1', legacy)).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
  });
});

describe('rehash on login', () => {
  it.each([
    ['the current cost', `scrypt$${full}$c2FsdA==$aGFzaA==`, false],
    ['more work than the current cost (N=2^17 r=8 p=1)', 'scrypt$131072$8$1$c2FsdA==$aGFzaA==', false],
    ['the former cost N=2^14 r=8 p=1', 'scrypt$16384$8$1$c2FsdA==$aGFzaA==', true],
    ['as much work but a smaller block size (r=4)', 'scrypt$65536$4$5$c2FsdA==$aGFzaA==', true],
    ['a malformed hash', 'plain-text', true],
    ['another scheme', `bcrypt$${full}$c2FsdA==$aGFzaA==`, true],
    ['no salt', `scrypt$${full}$$aGFzaA==`, true],
    ['no hash', `scrypt$${full}$c2FsdA==$`, true],
    ['a fractional parameter', `scrypt$${passwordCost.N}$${passwordCost.r}$5.5$c2FsdA==$aGFzaA==`, true],
    ['negative parameters', `scrypt$-${passwordCost.N}$${passwordCost.r}$-${passwordCost.p}$c2FsdA==$aGFzaA==`, true],
  ])('%s: needs a rehash %s', (_, hash, expected) => {
    expect(needsRehash(hash)).toBe(expected);
  });
});

describe('the login password check', () => {
  it('runs a hash of the same cost for an unknown user, so both take as long', async () => {
    // Prepare
    const verify = vi.fn(async (_password: string, _stored: string) => false);
    // Act
    const unknown = await checkPassword(undefined, 'tentativa', verify);
    const known = await checkPassword('scrypt$1$1$1$a$b', 'tentativa', verify);
    // Assess
    expect(unknown).toBe(false);
    expect(known).toBe(false);
    expect(verify).toHaveBeenCalledTimes(2);
    const dummy = verify.mock.calls[0]?.[1] ?? '';
    expect(dummy.split('$').slice(0, 4)).toEqual(['scrypt', String(passwordCost.N), String(passwordCost.r), String(passwordCost.p)]);
  });

  it('never accepts an unknown user, even if the dummy hash matched', async () => {
    expect(await checkPassword(undefined, 'x', async () => true)).toBe(false);
  });

  it('answers the verification of a known user', async () => {
    const cheapStored = await hashPassword('segredo1', cheap);
    expect(await checkPassword(cheapStored, 'segredo1')).toBe(true);
    expect(await checkPassword(cheapStored, 'segredo2')).toBe(false);
  });
});
