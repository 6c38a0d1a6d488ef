import { describe, expect, it, vi } from 'vitest';
import { checkPassword, hashPassword, needsRehash, passwordCost, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('verify the password they were made from', async () => {
    expect(await verifyPassword('segredo1', await hashPassword('segredo1'))).toBe(true);
  });

  it('refuse another password', async () => {
    expect(await verifyPassword('segredo2', await hashPassword('segredo1'))).toBe(false);
  });

  it('differ for the same password (salted)', async () => {
    expect(await hashPassword('x')).not.toBe(await hashPassword('x'));
  });

  it('never match a malformed hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });

  it("are made at OWASP's scrypt cost and carry their parameters", async () => {
    const stored = await hashPassword('segredo1');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(passwordCost.N), String(passwordCost.r), String(passwordCost.p)]);
    // OWASP: N=2^17 r=8 p=1, or the same work as N=2^14 r=8 p=5.
    expect(passwordCost.N * passwordCost.r * passwordCost.p).toBeGreaterThanOrEqual(2 ** 14 * 8 * 5);
    expect(needsRehash(stored)).toBe(false);
  });

  it('keep verifying hashes of the former, weaker cost, which need a rehash', async () => {
    // Prepare: a hash as the product stored them before (N=2^14 r=8 p=1)
    const legacy = await hashPassword('segredo1', { N: 16384, r: 8, p: 1 });
    // Assess
    expect(legacy.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('segredo1', legacy)).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
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
    const stored = await hashPassword('segredo1');
    expect(await checkPassword(stored, 'segredo1')).toBe(true);
    expect(await checkPassword(stored, 'segredo2')).toBe(false);
  });
});
