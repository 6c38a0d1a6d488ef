import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceEnv, tooManyRequestsMessage, type ApiRoute } from '@ocupacional/shared';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { gatewayEvent, seedSession } from '../../../tests/support/platform-unit-fixtures';
import { dynamo } from './aws';
import { authenticate, rateLimit, type RouteContext } from './guards';
import { HttpError } from './http';
import { clientNotFoundMessage, notFoundMessage, sessionExpiredMessage } from './messages';
import type { RateLimitBucket } from './rate-limit';

/*
 * The guards that read the table, against the local cloud: authentication with the tenant check, and the rate
 * limits (which counters a request goes through, 429, and failed logins given back on success).
 */

let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
});

afterAll(async () => {
  await cloud.stop();
});

function route(overrides: Partial<ApiRoute> = {}): ApiRoute {
  return { id: 'teste.salvar', method: 'POST', path: '/teste', tenant: false, fn: 'platform', auth: true, ...overrides };
}

const loginRoute = route({ id: 'login', path: '/login', tenant: true, auth: false, rateLimit: 'login' });
const webLoginRoute = route({ id: 'web.login', path: '/login', auth: false, rateLimit: 'login' });
const recoveryRoute = route({ id: 'senha.recuperar', path: '/senha', tenant: true, auth: false, rateLimit: 'recovery' });

interface Request {
  event: APIGatewayProxyEventV2;
  context: RouteContext;
  internal: Record<string, unknown>;
  response: unknown;
}

type Hook = (request: Request) => Promise<void> | void;

async function attempt(hook: Hook | undefined, request: Request): Promise<HttpError | undefined> {
  try {
    await hook?.(request);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

const request = (event: APIGatewayProxyEventV2, context: Partial<RouteContext> = {}): Request => ({
  event,
  context: context as RouteContext,
  internal: {},
  response: undefined,
});

/** The identities of every counter of a bucket whose identity starts with `prefix`. */
async function countersStartingWith(bucket: RateLimitBucket, prefix: string): Promise<string[]> {
  const { Items = [] } = await dynamo().send(
    new ScanCommand({
      TableName: process.env[resourceEnv.table],
      FilterExpression: 'begins_with(pk, :prefix)',
      ExpressionAttributeValues: { ':prefix': `RATE#${bucket}#${prefix}` },
    }),
  );
  return Items.map((item) => String(item.pk).slice(`RATE#${bucket}#`.length));
}

async function count(bucket: RateLimitBucket, identity: string): Promise<number | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: process.env[resourceEnv.table], Key: { pk: `RATE#${bucket}#${identity}`, sk: 'WINDOW' } }),
  );
  return (Item as { count: number } | undefined)?.count;
}

let ipSeq = 0;
const newIp = () => `192.0.2.${++ipSeq}`;
let cpfSeq = 0;
/** A CPF (digits) never used before, so each test has account counters of its own. */
const newCpf = () => String(10_000_000_000 + ++cpfSeq);

/** Runs the rate-limit guard around a request as middy does: before, then (when it passes) after with the answer. */
async function throughRateLimit(on: ApiRoute, event: APIGatewayProxyEventV2, answer?: unknown, context: Partial<RouteContext> = {}) {
  const guard = rateLimit(on);
  const subject = request(event, context);
  const refused = await attempt(guard.before as Hook, subject);
  if (refused) return refused;
  subject.response = answer;
  await (guard.after as Hook)(subject);
  return undefined;
}

const loginEvent = (body: unknown, ip: string, tenant?: string) =>
  gatewayEvent({
    body: typeof body === 'string' ? body : JSON.stringify(body),
    sourceIp: ip,
    ...(tenant ? { pathParameters: { tenant } } : {}),
  });

describe('rate limits of login-like routes', () => {
  it('counts a login attempt per account (URL tenant, CNPJ and CPF, digits only) and per address', async () => {
    // Prepare
    const [ip, cpf] = [newIp(), newCpf()];

    // Act
    await throughRateLimit(loginRoute, loginEvent({ cpf: `${cpf.slice(0, 3)}.${cpf.slice(3)}`, cnpj: '01.234.567/0001-95' }, ip, 'demo'), { statusCode: 401 });

    // Assess
    expect(await count('loginConta', `demo#01234567000195#${cpf}`)).toBe(1);
    expect(await count('loginIp', ip)).toBe(1);
  });

  it.each([
    ['the web area (no tenant in the URL)', { cnpj: '01234567000195' }, undefined, 'web#01234567000195#'],
    ['a body without a CNPJ', {}, 'demo', 'demo##'],
    ['a CNPJ that is not text', { cnpj: 1234 }, 'demo', 'demo##'],
  ])('names the account of %s', async (_, extra, tenant, prefix) => {
    // Prepare
    const [ip, cpf] = [newIp(), newCpf()];

    // Act
    await throughRateLimit(loginRoute, loginEvent({ cpf, ...extra }, ip, tenant), { statusCode: 401 });

    // Assess
    expect(await count('loginConta', `${prefix}${cpf}`)).toBe(1);
  });

  it.each([
    ['without a CPF', { cnpj: '01234567000195' }],
    ['with a CPF that is not text', { cpf: 12345678062 }],
    ['with a CPF without digits', { cpf: 'abc' }],
    ['with an unreadable body', '{"cpf": '],
  ])('counts an attempt %s against the address alone', async (_, body) => {
    // Prepare
    const [ip, tenant] = [newIp(), `sem-cpf-${newCpf()}`];

    // Act
    const refused = await throughRateLimit(loginRoute, loginEvent(body, ip, tenant), { statusCode: 400 });

    // Assess
    expect(refused).toBeUndefined();
    expect(await count('loginIp', ip)).toBe(1);
    expect(await countersStartingWith('loginConta', tenant)).toEqual([]);
  });

  it('answers 429 on the 11th attempt at one account even from new addresses each time', async () => {
    // Prepare
    const cpf = newCpf();
    for (let i = 0; i < 10; i++) {
      expect(await throughRateLimit(webLoginRoute, loginEvent({ cpf }, newIp()), { statusCode: 401 })).toBeUndefined();
    }

    // Act
    const refused = await throughRateLimit(webLoginRoute, loginEvent({ cpf }, newIp()), { statusCode: 401 });

    // Assess
    expect([refused?.status, refused?.message]).toEqual([429, tooManyRequestsMessage]);
  });

  it('answers 429 on the 21st failed attempt from one address even over new accounts each time', async () => {
    // Prepare
    const ip = newIp();
    for (let i = 0; i < 20; i++) await throughRateLimit(webLoginRoute, loginEvent({ cpf: newCpf() }, ip), { statusCode: 401 });

    // Act
    const refused = await throughRateLimit(webLoginRoute, loginEvent({ cpf: newCpf() }, ip), { statusCode: 401 });

    // Assess
    expect(refused?.status).toBe(429);
  });

  it('gives a successful login its count on the address back, but not on the account', async () => {
    // Prepare
    const [ip, cpf] = [newIp(), newCpf()];

    // Act
    await throughRateLimit(webLoginRoute, loginEvent({ cpf }, ip), { statusCode: 200, body: '{}' });

    // Assess
    expect(await count('loginIp', ip)).toBe(0);
    expect(await count('loginConta', `web##${cpf}`)).toBe(1);
  });

  it.each([
    ['a refused login (401)', { statusCode: 401 }],
    ['an answer without a status', { body: '{}' }],
    ['a plain-text answer', 'ok'],
    ['no answer', undefined],
    ['an empty answer', null],
  ])('keeps the count of %s', async (_, answer) => {
    // Prepare
    const ip = newIp();

    // Act
    await throughRateLimit(webLoginRoute, loginEvent({ cpf: newCpf() }, ip), answer);

    // Assess
    expect(await count('loginIp', ip)).toBe(1);
  });

  it('counts recovery requests per account and per address, and never gives them back', async () => {
    // Prepare
    const [ip, cpf] = [newIp(), newCpf()];

    // Act
    await throughRateLimit(recoveryRoute, loginEvent({ cpf, cnpj: '01234567000195' }, ip, 'demo'), { statusCode: 200 });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await throughRateLimit(recoveryRoute, loginEvent({ cpf, cnpj: '01234567000195' }, newIp(), 'demo')));

    // Assess
    expect(await count('recuperacaoConta', `demo#01234567000195#${cpf}`)).toBe(4);
    expect(await count('recuperacaoIp', ip)).toBe(1);
    expect(results.map((refused) => refused?.status)).toEqual([undefined, undefined, 429]);
    expect(await count('loginIp', ip)).toBeUndefined();
  });

  it('counts recovery requests without a CPF against the address alone', async () => {
    // Prepare
    const ip = newIp();

    // Act
    await throughRateLimit(recoveryRoute, loginEvent({}, ip, 'demo'));

    // Assess
    expect(await count('recuperacaoIp', ip)).toBe(1);
    expect(await count('recuperacaoConta', 'demo##')).toBeUndefined();
  });
});

describe('rate limits of ordinary routes', () => {
  it('counts a signed-in user by tenant and user, wherever the requests come from', async () => {
    // Prepare
    const session = { tenant: 'demo', usuario: { id: `u-${newCpf()}` } } as RouteContext['session'];

    // Act
    await throughRateLimit(route(), gatewayEvent({ sourceIp: newIp() }), { statusCode: 200 }, { session });
    await throughRateLimit(route(), gatewayEvent({ sourceIp: newIp() }), { statusCode: 200 }, { session });

    // Assess
    expect(await count('default', `demo#${session?.usuario.id}`)).toBe(2);
  });

  it('counts an anonymous caller by address, ignoring any CPF in the body', async () => {
    // Prepare
    const ip = newIp();

    // Act
    await throughRateLimit(route({ auth: false }), loginEvent({ cpf: newCpf() }, ip), { statusCode: 200 });

    // Assess
    expect(await count('default', ip)).toBe(1);
    expect(await count('loginIp', ip)).toBeUndefined();
  });
});

describe('authentication and the tenant check', () => {
  const tenantRoute = route({ tenant: true, auth: true });
  const authenticated = async (on: ApiRoute, event: APIGatewayProxyEventV2) => {
    const subject = request(event);
    const refused = await attempt(authenticate(on).before as Hook, subject);
    return { refused, context: subject.context };
  };

  it('hands the live session and its tenant to the handler', async () => {
    // Prepare
    const seeded = await seedSession({ pointType: 'empresa' });

    // Act
    const { refused, context } = await authenticated(
      tenantRoute,
      gatewayEvent({ headers: { authorization: `Bearer ${seeded.token}` }, pathParameters: { tenant: seeded.tenant } }),
    );

    // Assess
    expect(refused).toBeUndefined();
    expect(context.route).toBe(tenantRoute);
    expect([context.tenant, context.session?.sid, context.session?.usuario.id]).toEqual([seeded.tenant, seeded.sid, seeded.usuarioId]);
  });

  it('answers 401 with the session-expired message without a live session', async () => {
    // Prepare
    const ended = await seedSession({ withoutSessao: true });

    // Act
    const none = await authenticated(route(), gatewayEvent());
    const loggedOut = await authenticated(route(), gatewayEvent({ headers: { authorization: `Bearer ${ended.token}` } }));

    // Assess
    expect([none.refused?.status, none.refused?.message]).toEqual([401, sessionExpiredMessage]);
    expect(loggedOut.refused?.status).toBe(401);
    expect(none.context.session).toBeUndefined();
  });

  it('answers 404, as if the record did not exist, to a session of another tenant in the URL', async () => {
    // Prepare
    const seeded = await seedSession({ pointType: 'empresa' });

    // Act
    const { refused, context } = await authenticated(
      tenantRoute,
      gatewayEvent({ headers: { authorization: `Bearer ${seeded.token}` }, pathParameters: { tenant: 'outra-clinica' } }),
    );

    // Assess
    expect([refused?.status, refused?.message]).toEqual([404, notFoundMessage]);
    expect(context.session).toBeUndefined();
  });

  it('ignores a tenant-like parameter on a route without the tenant in its path', async () => {
    // Prepare
    const seeded = await seedSession();

    // Act
    const { refused, context } = await authenticated(
      route(),
      gatewayEvent({ headers: { authorization: `Bearer ${seeded.token}` }, pathParameters: { tenant: 'outra-clinica' } }),
    );

    // Assess
    expect(refused).toBeUndefined();
    expect(context.tenant).toBe(seeded.tenant);
  });

  it('takes the token of a file link only on routes declared with tokenInQuery', async () => {
    // Prepare
    const seeded = await seedSession();
    const link = () => gatewayEvent({ queryStringParameters: { token: seeded.token } });

    // Act
    const file = await authenticated(route({ method: 'GET', tokenInQuery: true }), link());
    const other = await authenticated(route({ method: 'GET' }), link());

    // Assess
    expect(file.refused).toBeUndefined();
    expect(file.context.session?.via).toBe('query');
    expect(other.refused?.status).toBe(401);
  });

  it('lets a public tenant route (login, config) through only for an active client, and scopes it to that tenant', async () => {
    // Prepare
    const publicRoute = route({ tenant: true, auth: false });
    const active = await seedSession();
    const inactive = await seedSession({ clienteAtivo: false });

    // Act
    const ok = await authenticated(publicRoute, gatewayEvent({ pathParameters: { tenant: active.tenant } }));
    const off = await authenticated(publicRoute, gatewayEvent({ pathParameters: { tenant: inactive.tenant } }));
    const missing = await authenticated(publicRoute, gatewayEvent({ pathParameters: { tenant: 'nao-existe' } }));

    // Assess
    expect(ok.refused).toBeUndefined();
    expect(ok.context.tenant).toBe(active.tenant);
    expect(ok.context.session).toBeUndefined();
    expect([off.refused?.status, off.refused?.message]).toEqual([404, clientNotFoundMessage]);
    expect([missing.refused?.status, missing.refused?.message]).toEqual([404, clientNotFoundMessage]);
    expect(off.context.tenant).toBeUndefined();
  });

  it('lets a public route without a tenant through with no session and no tenant, whatever it carries', async () => {
    // Act
    const { refused, context } = await authenticated(route({ auth: false }), gatewayEvent({ pathParameters: { tenant: 'nao-existe' } }));

    // Assess
    expect(refused).toBeUndefined();
    expect([context.tenant, context.session]).toEqual([undefined, undefined]);
  });
});
