import { describe, expect, it } from 'vitest';
import { signRequest, verifyRequestSignature } from './request-signature';

describe('the signed request header', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('is accepted while it has not expired', async () => {
    const header = await signRequest(now);
    expect(header.startsWith('2026-12-21T12:00:00.000Z.')).toBe(true);
    expect(await verifyRequestSignature(header, new Date('2026-12-20T12:00:00Z'))).toBe(true);
  });

  it('is refused once expired', async () => {
    expect(await verifyRequestSignature(await signRequest(now), new Date('2026-12-21T12:00:01Z'))).toBe(false);
  });

  it('is refused with a tampered hash or date', async () => {
    const header = await signRequest(now);
    const otherLastChar = header.endsWith('0') ? '1' : '0';
    expect(await verifyRequestSignature(`${header.slice(0, -1)}${otherLastChar}`, now)).toBe(false);
    expect(await verifyRequestSignature(header.replace('2026-12-21', '2026-12-22'), now)).toBe(false);
  });

  it('is refused when it claims more than a month of validity', async () => {
    const farFuture = await signRequest(new Date('2027-06-01T00:00:00Z'));
    expect(await verifyRequestSignature(farFuture, now)).toBe(false);
  });

  it('is refused when malformed', async () => {
    expect(await verifyRequestSignature('nada', now)).toBe(false);
  });
});
