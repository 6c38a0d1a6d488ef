import { describe, expect, it } from 'vitest';
import { sessionDefaults } from '@ocupacional/shared';
import {
  formatJwtSecret,
  isRotationDue,
  jwtKeyId,
  jwtKeyRotationDays,
  parseJwtSecret,
  rotateJwtKeys,
  rotationRequestToken,
} from './jwt-keys';

const keyA = 'a'.repeat(43);
const keyB = 'b'.repeat(43);
const day = 86_400_000;

describe('the JWT secret format', () => {
  it('reads the JSON form with both keys and the rotation date', () => {
    // Act
    const keys = parseJwtSecret(JSON.stringify({ current: keyB, previous: keyA, rotatedAt: '2026-01-01T00:00:00.000Z' }));
    // Assess
    expect(keys).toEqual({ current: keyB, previous: keyA, rotatedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('reads a plain string (the secret before rotation existed) as the current key, not yet rotated', () => {
    expect(parseJwtSecret(keyA)).toEqual({ current: keyA });
  });

  it('writes what it reads back', () => {
    const keys = { current: keyB, previous: keyA, rotatedAt: '2026-01-01T00:00:00.000Z' };
    expect(parseJwtSecret(formatJwtSecret(keys))).toEqual(keys);
    expect(parseJwtSecret(formatJwtSecret({ current: keyA, rotatedAt: '2026-01-01T00:00:00.000Z' }))).toEqual({
      current: keyA,
      previous: undefined,
      rotatedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it.each([
    ['a short plain key', 'curta'],
    ['JSON without a current key', JSON.stringify({ previous: keyA, rotatedAt: '2026-01-01T00:00:00.000Z' })],
    ['JSON with a short key', JSON.stringify({ current: 'curta', rotatedAt: '2026-01-01T00:00:00.000Z' })],
    ['JSON without a rotation date', JSON.stringify({ current: keyA })],
    ['broken JSON', '{"current":'],
  ])('refuses %s', (_, value) => {
    expect(() => parseJwtSecret(value)).toThrow();
  });
});

describe('key ids', () => {
  it('name a key the same way every time, differently from another key, without containing it', () => {
    expect(jwtKeyId(keyA)).toBe(jwtKeyId(keyA));
    expect(jwtKeyId(keyA)).not.toBe(jwtKeyId(keyB));
    expect(jwtKeyId(keyA)).not.toContain('aaaa');
  });
});

describe('rotation', () => {
  const rotatedAt = '2026-01-01T00:00:00.000Z';
  const keys = { current: keyA, rotatedAt };

  it('waits longer than the longest session, so a key is dropped only after every session it signed has ended', () => {
    // A key signs until the next rotation and verifies until the one after: jwtKeyRotationDays after it stopped signing.
    expect(jwtKeyRotationDays * 24).toBeGreaterThan(sessionDefaults.unlimitedHours);
  });

  it('is due once the current key is jwtKeyRotationDays old, not a moment before', () => {
    const start = Date.parse(rotatedAt);
    expect(isRotationDue(keys, new Date(start + jwtKeyRotationDays * day - 1))).toBe(false);
    expect(isRotationDue(keys, new Date(start + jwtKeyRotationDays * day))).toBe(true);
  });

  it('is due for a plain-string secret, which was never rotated', () => {
    expect(isRotationDue({ current: keyA }, new Date(rotatedAt))).toBe(true);
  });

  it('makes a new current key and keeps the old one as previous (the one before is dropped)', () => {
    // Act
    const now = new Date('2026-03-01T06:30:00.000Z');
    const rotated = rotateJwtKeys({ current: keyB, previous: keyA, rotatedAt }, now);
    // Assess
    expect(rotated.previous).toBe(keyB);
    expect(rotated.current).not.toBe(keyB);
    expect(rotated.current).not.toBe(keyA);
    expect(Buffer.from(rotated.current, 'base64url')).toHaveLength(32);
    expect(rotated.rotatedAt).toBe(now.toISOString());
  });

  it('uses one request token per day, so two runs of a day cannot both rotate', () => {
    const morning = rotationRequestToken(new Date('2026-03-01T06:30:00.000Z'));
    expect(rotationRequestToken(new Date('2026-03-01T23:59:00.000Z'))).toBe(morning);
    expect(rotationRequestToken(new Date('2026-03-02T00:00:00.000Z'))).not.toBe(morning);
    // Secrets Manager takes 32 to 64 characters.
    expect(morning.length).toBeGreaterThanOrEqual(32);
    expect(morning.length).toBeLessThanOrEqual(64);
  });
});
