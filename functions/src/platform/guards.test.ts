import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  defaultMaxBodyBytes,
  deleteForbiddenMessage,
  missingAppHeaderMessage,
  payloadTooLargeMessage,
  requestHeaders,
  sessionCookieName,
  signRequest,
  unsupportedMediaTypeMessage,
  type ApiRoute,
} from '@ocupacional/shared';
import type { SessionContext } from './auth';
import {
  authorize,
  bodyLimit,
  clientVersion,
  csrfGuard,
  maxPathParameterBytes,
  pathParameterLimit,
  requestKeyScope,
  type RouteContext,
} from './guards';
import { HttpError } from './http';
import { idempotencyKeyField } from './idempotency';
import {
  forbiddenMessage,
  invalidSignatureMessage,
  notFoundMessage,
  outdatedClientMessage,
  packageMissingMessage,
} from './messages';

/*
 * The guards that need no table: body and path limits, the client version and signature, the CSRF guard and the
 * request-key scope, and the module, permission and package guards of a session already loaded. Authentication and
 * rate limits run against the local cloud in guards.cloud.test.ts.
 */

type Event = APIGatewayProxyEventV2 & { [idempotencyKeyField]?: string };

function route(overrides: Partial<ApiRoute> = {}): ApiRoute {
  return { id: 'teste.salvar', method: 'POST', path: '/teste', tenant: false, fn: 'platform', auth: true, ...overrides };
}

function event(overrides: Partial<APIGatewayProxyEventV2> = {}): Event {
  return {
    version: '2.0',
    routeKey: 'POST /teste',
    rawPath: '/sst/api/teste',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/sst/api/teste', sourceIp: '203.0.113.7' } },
    ...overrides,
  } as Event;
}

type Before = (request: { event: Event; context: never; internal: object; response: undefined }) => unknown;

async function runBefore(middleware: { before?: unknown }, subject: Event): Promise<HttpError | undefined> {
  try {
    await (middleware.before as Before)({ event: subject, context: {} as never, internal: {}, response: undefined });
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('body limit', () => {
  it('accepts a body of exactly the limit and refuses one byte more with 413', async () => {
    // Prepare
    const guard = bodyLimit(route({ maxBodyBytes: 10 }));

    // Act
    const atLimit = await runBefore(guard, event({ body: 'x'.repeat(10) }));
    const above = await runBefore(guard, event({ body: 'x'.repeat(11) }));

    // Assess
    expect(atLimit).toBeUndefined();
    expect([above?.status, above?.message]).toEqual([413, payloadTooLargeMessage]);
  });

  it('counts the decoded bytes of a base64 body and the UTF-8 bytes of a text body', async () => {
    // Prepare
    const guard = bodyLimit(route({ maxBodyBytes: 4 }));

    // Act
    const base64Of4Bytes = await runBefore(guard, event({ body: Buffer.from('abcd').toString('base64'), isBase64Encoded: true }));
    const threeAccents = await runBefore(guard, event({ body: 'ééé' }));

    // Assess
    expect(base64Of4Bytes).toBeUndefined();
    expect(threeAccents?.status).toBe(413);
  });

  it('uses the default limit when the route declares none, and lets an empty body through', async () => {
    // Prepare
    const guard = bodyLimit(route());

    // Act
    const atDefault = await runBefore(guard, event({ body: 'x'.repeat(defaultMaxBodyBytes) }));
    const aboveDefault = await runBefore(guard, event({ body: 'x'.repeat(defaultMaxBodyBytes + 1) }));
    const empty = await runBefore(bodyLimit(route({ maxBodyBytes: 0 })), event());

    // Assess
    expect(atDefault).toBeUndefined();
    expect(aboveDefault?.status).toBe(413);
    expect(empty).toBeUndefined();
  });
});

describe('path parameter limit', () => {
  it('answers 404 for a parameter longer than any id and lets one of exactly the limit through', async () => {
    // Prepare
    const guard = pathParameterLimit();

    // Act
    const atLimit = await runBefore(guard, event({ pathParameters: { id: 'a'.repeat(maxPathParameterBytes) } }));
    const above = await runBefore(guard, event({ pathParameters: { tenant: 'demo', id: 'a'.repeat(maxPathParameterBytes + 1) } }));
    const none = await runBefore(guard, event());
    const optionalLeftOut = await runBefore(guard, event({ pathParameters: { tenant: 'demo', id: undefined } }));

    // Assess
    expect(atLimit).toBeUndefined();
    expect([above?.status, above?.message]).toEqual([404, notFoundMessage]);
    expect([none, optionalLeftOut]).toEqual([undefined, undefined]);
  });
});

describe('client version and signature', () => {
  it('answers 426 to a build older than the oldest served, and serves the same or a newer one', async () => {
    // Prepare
    process.env.MIN_CLIENT_VERSION = '1.4.0';
    const guard = clientVersion();

    try {
      // Act
      const older = await runBefore(guard, event({ headers: { [requestHeaders.version]: '1.3.9' } }));
      const same = await runBefore(guard, event({ headers: { [requestHeaders.version]: '1.4.0' } }));
      const newer = await runBefore(guard, event({ headers: { [requestHeaders.version]: '1.10.0' } }));

      // Assess
      expect([older?.status, older?.message]).toEqual([426, outdatedClientMessage]);
      expect([same, newer]).toEqual([undefined, undefined]);
    } finally {
      delete process.env.MIN_CLIENT_VERSION;
    }
  });

  it('answers 426 to an invalid signature header and accepts a valid one or none', async () => {
    // Prepare
    const guard = clientVersion();

    // Act
    const invalid = await runBefore(guard, event({ headers: { [requestHeaders.signature]: '2020-01-01T00:00:00.000Z.abc' } }));
    const valid = await runBefore(guard, event({ headers: { [requestHeaders.signature]: await signRequest() } }));
    const none = await runBefore(guard, event({ headers: { [requestHeaders.version]: '0.0.1' } }));

    // Assess
    expect([invalid?.status, invalid?.message]).toEqual([426, invalidSignatureMessage]);
    expect([valid, none]).toEqual([undefined, undefined]);
  });
});

describe('CSRF guard', () => {
  const cookie = [`${sessionCookieName}=token-do-navegador`];

  it('refuses a cookie-carried state change that is not JSON with 415, and accepts JSON with a charset', async () => {
    // Prepare
    const guard = csrfGuard(route());

    // Act
    const form = await runBefore(guard, event({ cookies: cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    const text = await runBefore(guard, event({ cookies: cookie, headers: { 'content-type': 'text/plain' } }));
    const missing = await runBefore(guard, event({ cookies: cookie }));
    const json = await runBefore(guard, event({ cookies: cookie, headers: { 'content-type': ' Application/JSON ; charset=utf-8' } }));

    // Assess
    expect([form?.status, form?.message]).toEqual([415, unsupportedMediaTypeMessage]);
    expect([text?.status, missing?.status]).toEqual([415, 415]);
    expect(json).toBeUndefined();
  });

  it('leaves bearer and anonymous requests alone: only the cookie is sent by a browser on its own', async () => {
    // Prepare
    const guard = csrfGuard(route());

    // Act
    const bearer = await runBefore(guard, event({ headers: { authorization: 'Bearer abc', 'content-type': 'text/plain' } }));
    const anonymous = await runBefore(guard, event({ headers: { 'content-type': 'text/plain' } }));

    // Assess
    expect([bearer, anonymous]).toEqual([undefined, undefined]);
  });

  it('requires the app header on a cookie-carried GET that changes state, and only there', async () => {
    // Prepare
    const gerar = csrfGuard(route({ method: 'GET', changesState: true }));
    const listar = csrfGuard(route({ method: 'GET' }));

    // Act
    const bare = await runBefore(gerar, event({ cookies: cookie }));
    const signed = await runBefore(gerar, event({ cookies: cookie, headers: { [requestHeaders.signature]: 'x' } }));
    const keyed = await runBefore(gerar, event({ cookies: cookie, headers: { [requestHeaders.requestKey]: 'k' } }));
    const plainGet = await runBefore(listar, event({ cookies: cookie }));

    // Assess
    expect([bare?.status, bare?.message]).toEqual([400, missingAppHeaderMessage]);
    expect([signed, keyed, plainGet]).toEqual([undefined, undefined, undefined]);
  });
});

describe('request key scope', () => {
  async function scopedKey(subject: Event, on: ApiRoute = route()): Promise<string | undefined> {
    await runBefore(requestKeyScope(on), subject);
    return subject[idempotencyKeyField];
  }

  it('scopes the same request key by caller: two tokens, or two addresses, never share a stored answer', async () => {
    // Prepare
    const headers = (token: string) => ({ authorization: `Bearer ${token}`, [requestHeaders.requestKey]: 'chave-1' });

    // Act
    const userA = await scopedKey(event({ headers: headers('token-a') }));
    const userB = await scopedKey(event({ headers: headers('token-b') }));
    const userAAgain = await scopedKey(event({ headers: headers('token-a') }));
    const anonymous = (ip: string) =>
      scopedKey(event({ headers: { [requestHeaders.requestKey]: 'chave-1' }, requestContext: { http: { sourceIp: ip } } as never }));
    const [ipOne, ipTwo] = [await anonymous('198.51.100.1'), await anonymous('198.51.100.2')];

    // Assess
    expect(userA).toBeDefined();
    expect(userA).toBe(userAAgain);
    expect(userA).not.toBe(userB);
    expect(userA).toMatch(/^teste\.salvar#[0-9a-f]{64}#chave-1$/);
    expect(ipOne).not.toBe(ipTwo);
    expect(ipOne).toBe('teste.salvar#web#198.51.100.1#chave-1');
  });

  it('scopes the key by route and by the URL tenant of an anonymous caller', async () => {
    // Prepare
    const keyed = { [requestHeaders.requestKey]: 'chave-1' };

    // Act
    const onSave = await scopedKey(event({ headers: { ...keyed } }), route({ id: 'a.salvar' }));
    const onDelete = await scopedKey(event({ headers: { ...keyed } }), route({ id: 'a.excluir' }));
    const demo = await scopedKey(event({ headers: { ...keyed }, pathParameters: { tenant: 'demo' } }));
    const outra = await scopedKey(event({ headers: { ...keyed }, pathParameters: { tenant: 'outra' } }));

    // Assess
    expect(onSave).not.toBe(onDelete);
    expect(demo).not.toBe(outra);
    expect(onSave?.endsWith('#chave-1')).toBe(true);
  });

  it('sets no key on a GET or on a request without the header', async () => {
    // Act
    const get = await scopedKey(event({ headers: { [requestHeaders.requestKey]: 'chave-1' } }), route({ method: 'GET' }));
    const none = await scopedKey(event());

    // Assess
    expect([get, none]).toEqual([undefined, undefined]);
  });
});

describe('module, permission and package guards', () => {
  type Usuario = Partial<Pick<SessionContext['usuario'], 'isAdm' | 'isSadm' | 'acessoModulo' | 'acessoPermissao'>>;

  function session(pointType: SessionContext['pointType'], usuario: Usuario = {}, pacotes?: number[]): SessionContext {
    return {
      sid: 's1',
      tenant: 'demo',
      pointType,
      expiresAt: new Date('2026-03-02T20:00:00Z'),
      usuario: { tenant: 'demo', id: 'u1', ...usuario } as SessionContext['usuario'],
      cliente: { tenant: 'demo', ...(pacotes ? { pacotes } : {}) } as SessionContext['cliente'],
      via: 'bearer',
    };
  }

  async function authorized(on: ApiRoute, caller: SessionContext | undefined): Promise<[number, string] | 'allowed'> {
    try {
      await (authorize(on).before as (request: { context: RouteContext }) => unknown)({ context: { session: caller } as RouteContext });
      return 'allowed';
    } catch (error) {
      if (error instanceof HttpError) return [error.status, error.message];
      throw error;
    }
  }

  const moduleRoute = route({ module: 1 });
  const permissionRoute = route({ permission: 559 });
  const deleteRoute = route({ method: 'DELETE', permission: 553, deletes: true });
  const packageRoute = route({ package: 27 });

  it.each([
    ['a user with the module', moduleRoute, session('web', { acessoModulo: [1] }), 'allowed'],
    ['a user without the module', moduleRoute, session('web', { acessoModulo: [2] }), [403, forbiddenMessage]],
    ['a user with no modules recorded', moduleRoute, session('web'), [403, forbiddenMessage]],
    ['an administrator without the module', moduleRoute, session('web', { isAdm: true }), 'allowed'],
    ['a super administrator without the module', moduleRoute, session('web', { isSadm: true }), 'allowed'],
    ['a user with the permission', permissionRoute, session('web', { acessoPermissao: [559] }), 'allowed'],
    ['a user without the permission', permissionRoute, session('web', { acessoPermissao: [1] }), [403, forbiddenMessage]],
    ['a user with no permissions recorded', permissionRoute, session('web'), [403, forbiddenMessage]],
    ['a user without the permission to delete', deleteRoute, session('web'), [403, deleteForbiddenMessage]],
    ['a client with the package', packageRoute, session('web', {}, [27, 30]), 'allowed'],
    ['a client without the package', packageRoute, session('web', { isSadm: true }, [30]), [403, packageMissingMessage]],
    ['a client with no packages recorded', packageRoute, session('web', { isAdm: true }), [403, packageMissingMessage]],
    ['a session of another area', route({ areas: ['web'] }), session('empresa'), [404, notFoundMessage]],
    ['a session of the area', route({ tenant: true, areas: ['empresa'] }), session('empresa'), 'allowed'],
  ] as const)('%s', async (_, on, caller, expected) => {
    // Act
    const decision = await authorized(on, caller);

    // Assess
    expect(decision).toEqual(expected);
  });

  it('leaves public routes (no session) to their handler', async () => {
    expect(await authorized(moduleRoute, undefined)).toBe('allowed');
  });
});
