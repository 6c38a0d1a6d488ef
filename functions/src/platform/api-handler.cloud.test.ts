import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, payloadTooLargeMessage, requestHeaders, resourceEnv } from '@ocupacional/shared';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { gatewayEvent, seedSession, type SeededSession } from '../../../tests/support/platform-unit-fixtures';
import { createApiHandler, type RouteHandler, type RouteIdOf } from './api-handler';
import { dynamo } from './aws';
import { respond } from './http';
import { requestKeyReusedMessage, routeNotFoundMessage } from './messages';
import { readMeterHeader } from './read-meter';
import { resources } from './env';

/*
 * A bounded context's handler built from the manifest, against the local cloud: dispatch (literal paths before
 * placeholders, web twins sharing their handler), the guard chain, and request keys answering the first answer.
 */

let cloud: LocalCloud;
let web: SeededSession;
let empresa: SeededSession;
const calls: string[] = [];

/** Every eSocial route answers which handler ran, for which route and tenant, and how many calls it has seen. */
const handlers = Object.fromEntries(
  apiRoutes
    .filter((route) => route.fn === 'esocial' && !route.id.startsWith('web.'))
    .map((route): [string, RouteHandler] => [
      route.id,
      async (event, context) => {
        calls.push(route.id);
        return respond(200, 'ok', { handler: route.id, route: context.route.id, tenant: context.tenant, calls: calls.length, body: event.body ?? null });
      },
    ]),
) as Record<RouteIdOf<'esocial'>, RouteHandler>;

/*
 * Built per call, not at import: mutation testing shares one module cache across runs, so a handler built at import
 * would never see the mutant under test in createApiHandler's dispatch and guard chain.
 */
const esocialHandler = () => createApiHandler('esocial', handlers);
const lambdaContext = { awsRequestId: 'req-1', functionName: 'esocial', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;

async function call(
  method: string,
  path: string,
  options: { session?: SeededSession; headers?: Record<string, string>; body?: string; pathParameters?: Record<string, string> } = {},
) {
  const event: APIGatewayProxyEventV2 = gatewayEvent({
    method,
    rawPath: path,
    // As through CloudFront: the API refuses what lacks its origin header (platform/origin-verify.ts).
    headers: { ...cloud.originHeaders, ...(options.session ? { authorization: `Bearer ${options.session.token}` } : {}), ...options.headers },
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.pathParameters ? { pathParameters: options.pathParameters } : {}),
  });
  const result = (await esocialHandler()(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  return { status: result.statusCode, json: JSON.parse(result.body ?? '{}') as { msg: string; data: Record<string, unknown> | null } };
}

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
  web = await seedSession({ usuario: { isAdm: true }, pacotes: [27, 30] });
  empresa = await seedSession({ pointType: 'empresa', usuario: { isAdm: true }, pacotes: [27, 30] });
});

afterAll(async () => {
  await cloud.stop();
});

describe('dispatch', () => {
  it('serves a literal path before a placeholder one: /{tenant}/esocial/lotes is the list of lotes, not a layout', async () => {
    // Act
    const lotes = await call('GET', `/sst/api/${empresa.tenant}/esocial/lotes`, { session: empresa });
    const layout = await call('GET', `/sst/api/${empresa.tenant}/esocial/S-2220`, { session: empresa });

    // Assess
    expect(lotes.status).toBe(200);
    expect(lotes.json.data).toMatchObject({ handler: 'esocialLotes', route: 'esocialLotes', tenant: empresa.tenant });
    expect(layout.json.data).toMatchObject({ handler: 'esocialEventos', route: 'esocialEventos' });
  });

  it('serves a web-area twin with the handler of its route', async () => {
    // Act
    const lotes = await call('GET', '/sst/api/esocial/lotes', { session: web });

    // Assess
    expect(lotes.status).toBe(200);
    expect(lotes.json.data).toMatchObject({ handler: 'esocialLotes', route: 'web.esocialLotes', tenant: web.tenant });
  });

  it('answers 404 with the route-not-found message to a path no route has', async () => {
    // Act
    const answer = await call('GET', '/sst/api/esocial/nada/por/aqui/mesmo', { session: web });

    // Assess
    expect([answer.status, answer.json.msg]).toEqual([404, routeNotFoundMessage]);
  });

  it('runs the guards before the handler: a session is required and an oversized body is refused first', async () => {
    // Prepare
    const before = calls.length;

    // Act
    const anonymous = await call('GET', '/sst/api/esocial/lotes');
    const tooLarge = await call('POST', '/sst/api/esocial/update-uid', { body: 'x'.repeat(2 * 1024 * 1024) });

    // Assess
    expect(anonymous.status).toBe(401);
    expect([tooLarge.status, tooLarge.json.msg]).toEqual([413, payloadTooLargeMessage]);
    expect(calls.length).toBe(before);
  });
});

describe('request keys', () => {
  const keyed = (key: string) => ({ [requestHeaders.requestKey]: key, 'content-type': 'application/json' });

  it('answers a repeated state change with the first answer, without acting again, and stores the key for a day', async () => {
    // Prepare
    const body = JSON.stringify({ uid: 'abc' });
    const before = calls.length;

    // Act
    const first = await call('POST', '/sst/api/esocial/update-uid', { session: web, headers: keyed('chave-repetida'), body });
    const repeat = await call('POST', '/sst/api/esocial/update-uid', { session: web, headers: keyed('chave-repetida'), body });

    // Assess
    expect(first.status).toBe(200);
    expect(repeat).toEqual(first);
    expect(calls.length).toBe(before + 1);
    const { Items = [] } = await dynamo().send(
      new QueryCommand({
        TableName: process.env[resourceEnv.table],
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'IDEMPOTENCY' },
      }),
    );
    expect(Items.length).toBeGreaterThan(0);
    const now = Date.now() / 1000;
    for (const item of Items) expect(item.ttl).toBeGreaterThan(now + 86_000);
  });

  it('refuses the same key with another body (a client bug, not a repeat)', async () => {
    // Act
    await call('POST', '/sst/api/esocial/update-uid', { session: web, headers: keyed('chave-reusada'), body: '{"uid":"a"}' });
    const reused = await call('POST', '/sst/api/esocial/update-uid', { session: web, headers: keyed('chave-reusada'), body: '{"uid":"b"}' });

    // Assess
    expect([reused.status, reused.json.msg]).toEqual([400, requestKeyReusedMessage]);
  });

  it('never stores the answer of a GET: a repeated read reads again', async () => {
    // Prepare
    const before = calls.length;

    // Act
    const first = await call('GET', '/sst/api/esocial/lotes', { session: web, headers: keyed('chave-get') });
    const second = await call('GET', '/sst/api/esocial/lotes', { session: web, headers: keyed('chave-get') });

    // Assess
    expect(calls.length).toBe(before + 2);
    expect(second.json.data?.calls).toBe((first.json.data?.calls as number) + 1);
  });
});

describe('what a request reads', () => {
  it('answers the handler’s own DynamoDB reads in the read headers, not the guards’ (session, rate limit)', async () => {
    // Arrange: the lotes list reads 4 of 6 items of the session's tenant partition.
    for (let n = 0; n < 6; n += 1) {
      await dynamo().send(new PutCommand({ TableName: resources.tableName(), Item: { pk: `T#${empresa.tenant}`, sk: `MEDIDOR#${n}` } }));
    }
    const reading = createApiHandler('esocial', {
      ...handlers,
      esocialLotes: async (_event, context) => {
        await dynamo().send(
          new QueryCommand({
            TableName: resources.tableName(),
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
            ExpressionAttributeValues: { ':pk': `T#${context.tenant}`, ':sk': 'MEDIDOR#' },
            Limit: 4,
          }),
        );
        return respond(200, 'ok', null);
      },
    });
    const event = gatewayEvent({
      method: 'GET',
      rawPath: `/sst/api/${empresa.tenant}/esocial/lotes`,
      headers: { ...cloud.originHeaders, authorization: `Bearer ${empresa.token}` },
    });

    // Act
    const result = (await reading(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;

    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({
      [readMeterHeader.items]: '4',
      [readMeterHeader.requests]: '1',
      [readMeterHeader.capacity]: '0.5',
      'content-type': 'application/json; charset=utf-8',
    });
  });

  it('leaves the answer as the handler gave it where the stage shows no read figures', async () => {
    // Arrange
    vi.stubEnv('READ_METER_HEADERS', '0');
    const answered = respond(200, 'ok', null);
    const plain = createApiHandler('esocial', { ...handlers, esocialLotes: async () => answered });

    // Act
    const result = (await plain(
      gatewayEvent({ method: 'GET', rawPath: `/sst/api/${empresa.tenant}/esocial/lotes`, headers: { ...cloud.originHeaders, authorization: `Bearer ${empresa.token}` } }),
      lambdaContext,
    )) as APIGatewayProxyStructuredResultV2;

    // Assess
    vi.unstubAllEnvs();
    expect(result.headers).toEqual((answered as APIGatewayProxyStructuredResultV2).headers);
  });

  it('passes a bare string answer through untouched, read figures or not', async () => {
    // Arrange
    const bare = createApiHandler('esocial', { ...handlers, esocialLotes: async () => 'texto' });

    // Act
    const result = await bare(
      gatewayEvent({ method: 'GET', rawPath: `/sst/api/${empresa.tenant}/esocial/lotes`, headers: { ...cloud.originHeaders, authorization: `Bearer ${empresa.token}` } }),
      lambdaContext,
    );

    // Assess
    expect(result).toBe('texto');
  });
});
