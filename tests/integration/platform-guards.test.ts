import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { apiRoute, buildPath, deleteForbiddenMessage, routeKey, type ApiRoute, type PointType } from '@ocupacional/shared';
import { guardedRoute, respond, type RouteContext } from '../../functions/src/platform';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, users } from '../support/platform-fixtures';

/*
 * The module, permission and package guards, with real sessions from the local cloud. The manifest's routes
 * declare their guards as features arrive; here routes declared in the test exercise every kind of guard through
 * the same middleware chain the manifest's routes get.
 */

const lambdaContext = { awsRequestId: 'test', getRemainingTimeInMillis: () => 29_000 } as unknown as RouteContext;

function event(route: ApiRoute, token: string): APIGatewayProxyEventV2 {
  const path = buildPath(route, { tenant: 'alfa' });
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: path,
    rawQueryString: '',
    headers: { authorization: `Bearer ${token}` },
    ...(route.tenant ? { pathParameters: { tenant: 'alfa' } } : {}),
    requestContext: {
      accountId: '0',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: route.method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: randomUUID(),
      routeKey: routeKey(route),
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    isBase64Encoded: false,
  };
}

describe('module, permission and package guards', () => {
  let cloud: LocalCloud;
  const tokens = {} as Record<'webAdmin' | 'webOperador' | 'empresa', string>;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
    await createPlatformFixtures();
    const call = apiClient(cloud.url, cloud.port);
    for (const name of ['webAdmin', 'webOperador', 'empresa'] as const) {
      const user = users[name];
      const path =
        user.pointType === 'web' ? buildPath(apiRoute('web.login')) : buildPath(apiRoute('login'), { tenant: 'alfa' });
      const { json, setCookie } = await call('POST', path, {
        area: user.pointType as PointType,
        body: { cpf: user.cpf, cnpj: user.cnpj, senha, point_type: user.pointType },
      });
      expect(cookieFrom(setCookie)).toContain('sessao=');
      tokens[name] = (json.data as { jwt: string }).jwt;
    }
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  const base = { fn: 'platform', auth: true, tenant: false } as const;
  const run = async (route: ApiRoute, who: keyof typeof tokens) => {
    const handler = guardedRoute(route, async () => respond(200, 'OK', null));
    return (await handler(event(route, tokens[who]), lambdaContext)) as APIGatewayProxyStructuredResultV2 & {
      body: string;
    };
  };
  const msgOf = (result: { body: string }) => (JSON.parse(result.body) as { msg: string }).msg;

  it('lets through a user who has the permission', async () => {
    const route = { ...base, id: 'g1', method: 'GET', path: '/g1', permission: 559 } as const;
    expect((await run(route, 'webOperador')).statusCode).toBe(200);
  });

  it('refuses a user without the permission with 403', async () => {
    const route = { ...base, id: 'g2', method: 'GET', path: '/g2', permission: 561 } as const;
    const result = await run(route, 'webOperador');
    expect(result.statusCode).toBe(403);
    expect(msgOf(result)).toBe('Você não possui permissão para acessar esse recurso.');
  });

  it('answers the spec’s delete message when a delete is refused', async () => {
    const route = { ...base, id: 'g3', method: 'DELETE', path: '/g3', permission: 560, deletes: true } as const;
    const result = await run(route, 'webOperador');
    expect(result.statusCode).toBe(403);
    expect(msgOf(result)).toBe(deleteForbiddenMessage);
  });

  it('checks the module list', async () => {
    expect((await run({ ...base, id: 'g4', method: 'GET', path: '/g4', module: 1 }, 'webOperador')).statusCode).toBe(200);
    expect((await run({ ...base, id: 'g5', method: 'GET', path: '/g5', module: 2 }, 'webOperador')).statusCode).toBe(403);
  });

  it('lets an administrator pass module and permission checks', async () => {
    const route = { ...base, id: 'g6', method: 'DELETE', path: '/g6', module: 9, permission: 560, deletes: true } as const;
    expect((await run(route, 'webAdmin')).statusCode).toBe(200);
  });

  it('requires the client’s package, even from an administrator', async () => {
    // Tenant alfa has package 27 only.
    expect((await run({ ...base, id: 'g7', method: 'GET', path: '/g7', package: 27 }, 'webAdmin')).statusCode).toBe(200);
    const missing = await run({ ...base, id: 'g8', method: 'GET', path: '/g8', package: 30 }, 'webAdmin');
    expect(missing.statusCode).toBe(403);
    expect(msgOf(missing)).toBe('Seu plano não inclui esse recurso. Entre em contato conosco.');
  });

  it('keeps tenant areas off routes narrowed to other areas', async () => {
    const route = { ...base, tenant: true, id: 'g9', method: 'GET', path: '/g9', areas: ['credenciada'] } as const;
    expect((await run(route, 'empresa')).statusCode).toBe(404);
  });
});
