import { describe, expect, it } from 'vitest';
import { hashPassword, randomPassword, verifyPassword } from './passwords';

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
  });

  it('generates random passwords of 10 characters', () => {
    expect(randomPassword()).toMatch(/^[a-zA-Z2-9]{10}$/);
  });
});
