import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema, envelopeSchema } from '@ocupacional/shared';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';

describe('the walking skeleton through the API', () => {
  let cloud: LocalCloud;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  it('answers the health route through gateway, function and DynamoDB', async () => {
    // Act
    const response = await fetch(`${cloud.url}/sst/api/health`);
    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = envelopeSchema(healthSchema).parse(await response.json());
    expect(body).toMatchObject({ status: 200, msg: 'OK', data: { service: 'ocupacional', stage: 'test', database: 'ok' } });
  });

  it('answers 404 like API Gateway for a path no route declares', async () => {
    const response = await fetch(`${cloud.url}/sst/api/nao-existe`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('answers 404 for a declared path with another method', async () => {
    const response = await fetch(`${cloud.url}/sst/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(404);
  });

  it('refuses a request body over the 10 MB API Gateway limit with 413', async () => {
    const response = await fetch(`${cloud.url}/sst/api/health`, {
      method: 'POST',
      body: Buffer.alloc(10 * 1024 * 1024 + 1, 97),
    });
    expect(response.status).toBe(413);
  });

  it('serves the health route to any host name the four areas use', async () => {
    const response = await fetch(`${cloud.url}/sst/api/health`, { headers: { host: `empresa.localhost:${cloud.port}` } });
    expect(response.status).toBe(200);
  });
});
