import { CreateSecretCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSecretsManager, type LocalSecretsManager } from '../../../infra/local/secrets-manager';
import { formatJwtSecret, jwtKeyId } from './jwt-keys';
import { signSessionToken, verifySessionToken } from './session-token';
import { renewEnvironment } from './per-environment';

/*
 * Session tokens: signed with JWT_SECRET (unit tests), or with the keys Secrets Manager holds under JWT_SECRET_ARN
 * (here the local cloud's Secrets Manager, on the real protocol). The keys are read once per container, so each
 * test forgets them first; rotation keeps the previous key verifying.
 */

const secret = 'chave-de-teste-com-tamanho-suficiente';
const variables = ['JWT_SECRET', 'JWT_SECRET_ARN', 'AWS_ENDPOINT_URL_SECRETS_MANAGER', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_REGION'];
const saved = Object.fromEntries(variables.map((name) => [name, process.env[name]]));
const region = 'us-east-1';

let secretsManager: LocalSecretsManager;
let client: SecretsManagerClient;
let secretNumber = 0;

beforeAll(async () => {
  secretsManager = await startSecretsManager({ region });
  client = new SecretsManagerClient({ endpoint: secretsManager.endpoint, region, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
});

afterAll(async () => {
  client.destroy();
  await secretsManager.stop();
});

beforeEach(() => {
  for (const name of variables) delete process.env[name];
  process.env.JWT_SECRET = secret;
  renewEnvironment();
});

afterEach(() => {
  vi.useRealTimers();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  renewEnvironment();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const claims = { sid: 's1', tenant: 'demo', sub: 'u1', pointType: 'empresa' as const, exp: nowSeconds() + 60 };

/** Points the functions at a new secret in the local Secrets Manager (created with `value` unless undefined). */
async function useSecretsManager(value: string | undefined): Promise<string> {
  secretNumber += 1;
  const name = `jwt-${secretNumber}`;
  delete process.env.JWT_SECRET;
  Object.assign(process.env, {
    JWT_SECRET_ARN: name,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.endpoint,
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
    AWS_REGION: region,
  });
  renewEnvironment();
  if (value !== undefined) await client.send(new CreateSecretCommand({ Name: name, SecretString: value }));
  return name;
}

const putSecret = (name: string, value: string) => client.send(new PutSecretValueCommand({ SecretId: name, SecretString: value }));

/** A token signed with the local secret, with the payload and options a test chooses. */
async function craft(
  payload: Record<string, unknown>,
  options: { issuer?: string; alg?: string; exp?: number | null; jti?: string; sub?: string; key?: string; kid?: string } = {},
) {
  let jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', ...(options.kid ? { kid: options.kid } : {}) })
    .setIssuedAt();
  if (options.issuer !== '') jwt = jwt.setIssuer(options.issuer ?? 'ocupacional');
  if (options.exp !== null) jwt = jwt.setExpirationTime(options.exp ?? nowSeconds() + 60);
  if (options.jti !== '') jwt = jwt.setJti(options.jti ?? 's1');
  if (options.sub !== '') jwt = jwt.setSubject(options.sub ?? 'u1');
  return jwt.sign(new TextEncoder().encode(options.key ?? secret));
}

describe('session tokens', () => {
  it('carry the session, tenant, user and area back', async () => {
    expect(await verifySessionToken(await signSessionToken(claims))).toEqual(claims);
  });

  it('are refused once expired', async () => {
    const token = await signSessionToken({ ...claims, exp: nowSeconds() - 5 });
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

  it('accept a well-formed token signed with the key, as the product signs them', async () => {
    expect(await verifySessionToken(await craft({ tenant: 'demo', pt: 'web' }))).toMatchObject({ sid: 's1', sub: 'u1', tenant: 'demo', pointType: 'web' });
  });

  it.each([
    ['from another issuer', { tenant: 'demo', pt: 'web' }, { issuer: 'outro-sistema' }],
    ['without an issuer', { tenant: 'demo', pt: 'web' }, { issuer: '' }],
    ['signed with another algorithm', { tenant: 'demo', pt: 'web' }, { alg: 'HS512' }],
    ['without a session id', { tenant: 'demo', pt: 'web' }, { jti: '' }],
    ['without a user', { tenant: 'demo', pt: 'web' }, { sub: '' }],
    ['without a tenant', { pt: 'web' }, {}],
    ['with a tenant that is not text', { tenant: 7, pt: 'web' }, {}],
    ['without an expiry', { tenant: 'demo', pt: 'web' }, { exp: null }],
    ['of an unknown area', { tenant: 'demo', pt: 'admin' }, {}],
    ['without an area', { tenant: 'demo' }, {}],
  ])('are refused %s', async (_, payload, options) => {
    expect(await verifySessionToken(await craft(payload, options))).toBeUndefined();
  });
});

const keyA = 'chave-a-com-tamanho-suficiente-0123456789';
const keyB = 'chave-b-com-tamanho-suficiente-0123456789';
const keyC = 'chave-c-com-tamanho-suficiente-0123456789';
const rotatedAt = '2026-11-01T00:00:00.000Z';
const kidOf = (token: string) => decodeProtectedHeader(token).kid;

describe('the signing keys', () => {
  it('come from Secrets Manager under JWT_SECRET_ARN, read once per container', async () => {
    // Prepare
    const name = await useSecretsManager(formatJwtSecret({ current: keyA, rotatedAt }));

    // Act
    const token = await signSessionToken(claims);
    await putSecret(name, formatJwtSecret({ current: keyC, rotatedAt }));
    const verified = await verifySessionToken(token);

    // Assess: signed with the current key and named by its id; the changed secret was not read again
    expect(verified).toEqual(claims);
    expect(kidOf(token)).toBe(jwtKeyId(keyA));
    expect(kidOf(await signSessionToken(claims))).toBe(jwtKeyId(keyA));
  });

  it('accept the plain-string secret the stack first generates, as the current key', async () => {
    // Prepare
    await useSecretsManager(keyA);
    // Act
    const token = await signSessionToken(claims);
    // Assess
    expect(kidOf(token)).toBe(jwtKeyId(keyA));
    expect(await verifySessionToken(token)).toEqual(claims);
  });

  it('keep verifying a session signed with the previous key after a rotation, and sign with the new one', async () => {
    // Prepare: a token signed before the rotation
    const name = await useSecretsManager(formatJwtSecret({ current: keyA, rotatedAt }));
    const before = await signSessionToken(claims);
    await putSecret(name, formatJwtSecret({ current: keyB, previous: keyA, rotatedAt: '2026-11-20T00:00:00.000Z' }));
    renewEnvironment();

    // Act
    const verified = await verifySessionToken(before);
    const after = await signSessionToken(claims);

    // Assess
    expect(verified).toEqual(claims);
    expect(kidOf(after)).toBe(jwtKeyId(keyB));
    expect(await verifySessionToken(after)).toEqual(claims);
  });

  it('refuse a token whose kid names no key in the secret, even when its signature is right for that key', async () => {
    // Prepare
    await useSecretsManager(formatJwtSecret({ current: keyB, previous: keyA, rotatedAt }));
    // Act / Assess
    expect(await verifySessionToken(await craft({ tenant: 'demo', pt: 'web' }, { key: keyC, kid: jwtKeyId(keyC) }))).toBeUndefined();
    // A known kid with another key's signature is refused too
    expect(await verifySessionToken(await craft({ tenant: 'demo', pt: 'web' }, { key: keyC, kid: jwtKeyId(keyA) }))).toBeUndefined();
  });

  it('refuse a token signed with a key dropped by the second rotation', async () => {
    // Prepare
    const name = await useSecretsManager(formatJwtSecret({ current: keyA, rotatedAt }));
    const old = await signSessionToken(claims);
    await putSecret(name, formatJwtSecret({ current: keyC, previous: keyB, rotatedAt }));
    renewEnvironment();
    // Act / Assess
    expect(await verifySessionToken(old)).toBeUndefined();
  });

  it('verify a token signed before tokens carried a kid with either key, and no other', async () => {
    // Prepare
    await useSecretsManager(formatJwtSecret({ current: keyB, previous: keyA, rotatedAt }));
    // Act / Assess
    expect(await verifySessionToken(await craft({ tenant: 'demo', pt: 'web' }, { key: keyA }))).toMatchObject({ tenant: 'demo' });
    expect(await verifySessionToken(await craft({ tenant: 'demo', pt: 'web' }, { key: keyB }))).toMatchObject({ tenant: 'demo' });
    expect(await verifySessionToken(await craft({ tenant: 'demo', pt: 'web' }, { key: keyC }))).toBeUndefined();
  });

  it('are read again when a token names a key this container has not seen (another container read a newer rotation), at most once a minute', async () => {
    // Prepare: this container read the keys before the rotation
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
    const name = await useSecretsManager(formatJwtSecret({ current: keyA, rotatedAt }));
    await signSessionToken(claims);
    await putSecret(name, formatJwtSecret({ current: keyB, previous: keyA, rotatedAt: '2026-11-25T12:00:00.000Z' }));
    const fromNewerContainer = await craft({ tenant: 'demo', pt: 'web' }, { key: keyB, kid: jwtKeyId(keyB), exp: nowSeconds() + 3600 });

    // Act / Assess: within the minute of the last read it is not read again; after it, it is
    expect(await verifySessionToken(fromNewerContainer)).toBeUndefined();
    vi.setSystemTime(new Date('2026-11-25T12:01:00Z'));
    expect(await verifySessionToken(fromNewerContainer)).toMatchObject({ tenant: 'demo' });
  });

  it('are read again on the next request after a failed read, instead of breaking logins until the container recycles', async () => {
    // Prepare: the secret does not exist yet (or Secrets Manager failed)
    const name = await useSecretsManager(undefined);

    // Act / Assess: the failure reaches the request (a 500), not a "session expired" for a valid token
    await expect(signSessionToken(claims)).rejects.toThrow(/can't find the specified secret/);
    await expect(verifySessionToken(await craft({ tenant: 'demo', pt: 'web' }, { key: keyA }))).rejects.toThrow(/can't find/);
    await client.send(new CreateSecretCommand({ Name: name, SecretString: formatJwtSecret({ current: keyA, rotatedAt }) }));
    expect(await verifySessionToken(await signSessionToken(claims))).toEqual(claims);
  });

  it('are refused when the secret in Secrets Manager is not a key', async () => {
    // Prepare
    await useSecretsManager('curta');
    // Act / Assess
    await expect(signSessionToken(claims)).rejects.toThrow('the JWT secret is shorter than 32 characters');
  });

  it('fail loudly when neither JWT_SECRET nor JWT_SECRET_ARN is set', async () => {
    // Prepare
    delete process.env.JWT_SECRET;
    renewEnvironment();

    // Act / Assess
    await expect(signSessionToken(claims)).rejects.toThrow('neither JWT_SECRET nor JWT_SECRET_ARN is set');
    await expect(verifySessionToken(await craft({ tenant: 'demo', pt: 'web' }))).rejects.toThrow('neither JWT_SECRET nor JWT_SECRET_ARN is set');
  });
});
