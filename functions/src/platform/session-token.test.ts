import { beforeAll, describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './session-token';

describe('session tokens', () => {
  beforeAll(() => {
    process.env.JWT_SECRET = 'chave-de-teste-com-tamanho-suficiente';
  });

  const claims = { sid: 's1', tenant: 'demo', sub: 'u1', pointType: 'empresa' as const, exp: Math.floor(Date.now() / 1000) + 60 };

  it('carry the session, tenant, user and area back', async () => {
    expect(await verifySessionToken(await signSessionToken(claims))).toEqual(claims);
  });

  it('are refused once expired', async () => {
    const token = await signSessionToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 });
    expect(await verifySessionToken(token)).toBeUndefined();
  });

  it('are refused when tampered with', async () => {
    const [header, payload, signature] = (await signSessionToken(claims)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), tenant: 'outra' })).toString('base64url');
    expect(await verifySessionToken(`${header}.${forged}.${signature}`)).toBeUndefined();
  });

  it('refuse garbage', async () => {
    expect(await verifySessionToken('nada')).toBeUndefined();
  });
});
