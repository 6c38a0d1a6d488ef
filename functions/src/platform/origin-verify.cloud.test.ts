import { CreateSecretCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { originVerifyHeader } from '@ocupacional/shared';
import { startSecretsManager, type LocalSecretsManager } from '../../../infra/local/secrets-manager';
import { gatewayEvent } from '../../../tests/support/platform-unit-fixtures';
import { clientIp } from './client-ip';
import { HttpError } from './http';
import { logger } from './logger';
import { originRefusedMessage } from './messages';
import { originCheck, originVerifyEnv } from './origin-verify';
import { renewEnvironment } from './per-environment';

/*
 * The origin check against the local Secrets Manager (the real protocol): requests without CloudFront's secret
 * header are refused when ORIGIN_VERIFY_SECRET_ID is set, and only requests that passed it have their viewer address
 * believed.
 */

const variables = [originVerifyEnv, 'AWS_ENDPOINT_URL_SECRETS_MANAGER', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_REGION'];
const saved = Object.fromEntries(variables.map((name) => [name, process.env[name]]));
const region = 'us-east-1';
let secretsManager: LocalSecretsManager;
let client: SecretsManagerClient;
let secretArn: string;
const secretValue = 'valor-do-segredo-de-origem';

beforeAll(async () => {
  secretsManager = await startSecretsManager({ region });
  secretArn = await secretsManager.ensureSecret('origin-verify', () => secretValue);
  client = new SecretsManagerClient({ endpoint: secretsManager.endpoint, region, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
});

afterAll(async () => {
  client.destroy();
  await secretsManager.stop();
});

beforeEach(() => {
  Object.assign(process.env, {
    [originVerifyEnv]: secretArn,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.endpoint,
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
    AWS_REGION: region,
  });
  renewEnvironment();
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  renewEnvironment();
  await client.send(new PutSecretValueCommand({ SecretId: secretArn, SecretString: secretValue }));
});

const viewer = '203.0.113.7:4431';

function event(headers: Record<string, string>): APIGatewayProxyEventV2 {
  return gatewayEvent({ sourceIp: '130.176.0.1', headers: { 'cloudfront-viewer-address': viewer, ...headers } });
}

async function check(request: APIGatewayProxyEventV2): Promise<HttpError | undefined> {
  try {
    await originCheck().before?.({ event: request, context: {} as never, response: null, error: null, internal: {} });
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('the origin check', () => {
  it('lets through a request carrying the secret, and then believes its viewer address', async () => {
    // Prepare
    const request = event({ [originVerifyHeader]: secretValue });
    // Act
    const refused = await check(request);
    // Assess
    expect(refused).toBeUndefined();
    expect(clientIp(request)).toBe('203.0.113.7');
  });

  it('reads an IPv6 viewer address', async () => {
    const request = event({ [originVerifyHeader]: secretValue, 'cloudfront-viewer-address': '2001:db8::7:4431' });
    await check(request);
    expect(clientIp(request)).toBe('2001:db8::7');
  });

  it.each([
    ['without the header', {}],
    ['with a wrong value', { [originVerifyHeader]: 'chute' }],
    ['with the value and something more', { [originVerifyHeader]: `${secretValue}x` }],
  ])('refuses a request %s with 403 and a pt-BR message, logged, and does not believe its viewer address', async (_, headers) => {
    // Prepare
    const warn = vi.spyOn(logger, 'warn');
    const request = event(headers);
    // Act
    const refused = await check(request);
    // Assess
    expect(refused?.status).toBe(403);
    expect(refused?.message).toBe(originRefusedMessage);
    expect(warn).toHaveBeenCalledWith('request refused: it did not come through CloudFront', expect.objectContaining({ sourceIp: '130.176.0.1' }));
    expect(clientIp(request)).toBe('130.176.0.1');
  });

  it('checks nothing and believes no viewer address without ORIGIN_VERIFY_SECRET_ID', async () => {
    // Prepare
    delete process.env[originVerifyEnv];
    renewEnvironment();
    const request = event({});
    // Act / Assess
    expect(await check(request)).toBeUndefined();
    expect(clientIp(request)).toBe('130.176.0.1');
  });

  it('reads the secret again on the next request after a failed read, instead of failing until the container recycles', async () => {
    // Prepare: a secret that does not exist yet
    process.env[originVerifyEnv] = 'origin-verify-novo';
    renewEnvironment();
    // Act / Assess: the read fails (a 500, not a 403 that would blame the caller)
    await expect(check(event({ [originVerifyHeader]: 'novo-valor' }))).rejects.toThrow(/can't find the specified secret/);
    await client.send(new CreateSecretCommand({ Name: 'origin-verify-novo', SecretString: 'novo-valor' }));
    expect(await check(event({ [originVerifyHeader]: 'novo-valor' }))).toBeUndefined();
  });

  it('reads the secret again, at most once a minute, when a request carries a value it does not know (a redeploy replaced it)', async () => {
    // Prepare: the container read the old value
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
    expect(await check(event({ [originVerifyHeader]: secretValue }))).toBeUndefined();
    await client.send(new PutSecretValueCommand({ SecretId: secretArn, SecretString: 'valor-novo' }));
    // Act / Assess: within the minute the new value is not read yet; after it, it is
    expect((await check(event({ [originVerifyHeader]: 'valor-novo' })))?.status).toBe(403);
    vi.setSystemTime(new Date('2026-11-25T12:01:00Z'));
    expect(await check(event({ [originVerifyHeader]: 'valor-novo' }))).toBeUndefined();
    expect((await check(event({ [originVerifyHeader]: secretValue })))?.status).toBe(403);
  });
});
