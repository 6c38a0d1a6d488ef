import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './session-token';
import { renewEnvironment } from './per-environment';

/*
 * Session tokens: signed with JWT_SECRET locally, or with the secret Secrets Manager holds under JWT_SECRET_ARN in
 * AWS (here a minimal Secrets Manager endpoint answering GetSecretValue). The key is read once per container, so
 * each test forgets it first.
 */

const secret = 'chave-de-teste-com-tamanho-suficiente';
const arn = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:jwt-abc';
const variables = ['JWT_SECRET', 'JWT_SECRET_ARN', 'AWS_ENDPOINT_URL_SECRETS_MANAGER', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_REGION'];
const saved = Object.fromEntries(variables.map((name) => [name, process.env[name]]));

/** What the Secrets Manager endpoint holds, by secret id. */
let stored: Record<string, { SecretString?: string; SecretBinary?: string }> = {};
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { SecretId } = JSON.parse(body) as { SecretId?: string };
      const found = req.headers['x-amz-target'] === 'secretsmanager.GetSecretValue' && SecretId ? stored[SecretId] : undefined;
      res.writeHead(found ? 200 : 400, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify(found ? { ARN: SecretId, Name: 'jwt', ...found } : { __type: 'ResourceNotFoundException', message: 'not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  for (const name of variables) delete process.env[name];
  process.env.JWT_SECRET = secret;
  stored = {};
  renewEnvironment();
});

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  renewEnvironment();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const claims = { sid: 's1', tenant: 'demo', sub: 'u1', pointType: 'empresa' as const, exp: nowSeconds() + 60 };

function useSecretsManager(): void {
  delete process.env.JWT_SECRET;
  process.env.JWT_SECRET_ARN = arn;
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'teste', AWS_SECRET_ACCESS_KEY: 'teste', AWS_REGION: 'us-east-1' });
}

/** A token signed with the local secret, with the payload and options a test chooses. */
async function craft(payload: Record<string, unknown>, options: { issuer?: string; alg?: string; exp?: number | null; jti?: string; sub?: string } = {}) {
  let jwt = new SignJWT(payload).setProtectedHeader({ alg: options.alg ?? 'HS256' }).setIssuedAt();
  if (options.issuer !== '') jwt = jwt.setIssuer(options.issuer ?? 'ocupacional');
  if (options.exp !== null) jwt = jwt.setExpirationTime(options.exp ?? nowSeconds() + 60);
  if (options.jti !== '') jwt = jwt.setJti(options.jti ?? 's1');
  if (options.sub !== '') jwt = jwt.setSubject(options.sub ?? 'u1');
  return jwt.sign(new TextEncoder().encode(secret));
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

describe('the signing key', () => {
  it('comes from Secrets Manager under JWT_SECRET_ARN in AWS, read once per container', async () => {
    // Prepare
    useSecretsManager();
    stored[arn] = { SecretString: secret };

    // Act
    const token = await signSessionToken(claims);
    stored = {};
    const verified = await verifySessionToken(token);

    // Assess: the same key as a local JWT_SECRET of that value, and no second read
    expect(verified).toEqual(claims);
    expect(await verifySessionToken(await craft({ tenant: 'demo', pt: 'web' }))).toMatchObject({ tenant: 'demo' });
  });

  it('is refused when the secret in Secrets Manager is empty', async () => {
    // Prepare
    useSecretsManager();
    stored[arn] = { SecretString: '' };

    // Act / Assess
    await expect(signSessionToken(claims)).rejects.toThrow('the JWT secret is empty');
  });

  it('fails loudly when neither JWT_SECRET nor JWT_SECRET_ARN is set', async () => {
    // Prepare
    delete process.env.JWT_SECRET;

    // Act / Assess
    await expect(signSessionToken(claims)).rejects.toThrow('neither JWT_SECRET nor JWT_SECRET_ARN is set');
    expect(await verifySessionToken(await craft({ tenant: 'demo', pt: 'web' }))).toBeUndefined();
  });
});
