import { healthSchema } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, apiGet, noResponseMessage } from './api-client';

const health = { service: 'ocupacional', stage: 'local', database: 'ok', time: '2025-01-15T12:30:00.000Z' };

/** A fetch that records its calls and answers with `body` (JSON unless a string) and HTTP `status`. */
function fetchAnswering(body: unknown, status = 200) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const stub = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  return { fetch: stub as typeof fetch, calls };
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiGet', () => {
  it('GETs the path the shared manifest gives the route and returns the envelope data', async () => {
    // Prepare
    const { fetch, calls } = fetchAnswering({ status: 200, msg: 'OK', data: health });

    // Act
    const data = await apiGet('health', {}, healthSchema, { fetch });

    // Assess
    expect(data).toEqual(health);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/sst/api/health');
    expect(calls[0]?.init?.method).toBe('GET');
  });

  it('throws the envelope status and message when the status is not 200', async () => {
    // Prepare
    const msg = 'Servico indisponível. Aguarde 5 minutos e tente novamente.';
    const { fetch } = fetchAnswering({ status: 429, msg, data: null }, 429);

    // Act
    const error = await apiErrorOf(apiGet('health', {}, healthSchema, { fetch }));

    // Assess
    expect(error.status).toBe(429);
    expect(error.msg).toBe(msg);
    expect(error.message).toBe(msg);
  });

  it('trusts the envelope status over the HTTP status', async () => {
    // Prepare
    const { fetch } = fetchAnswering({ status: 400, msg: 'Dados inválidos', data: null }, 200);

    // Act
    const error = await apiErrorOf(apiGet('health', {}, healthSchema, { fetch }));

    // Assess
    expect(error.status).toBe(400);
    expect(error.msg).toBe('Dados inválidos');
  });

  it('reports a network failure as status 500 with the spec message', async () => {
    // Prepare
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;

    // Act
    const error = await apiErrorOf(apiGet('health', {}, healthSchema, { fetch }));

    // Assess
    expect(error.status).toBe(500);
    expect(error.msg).toBe(noResponseMessage);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('treats an answer that is not JSON as no answer', async () => {
    // Prepare
    const { fetch } = fetchAnswering('<!doctype html><p>Bad gateway</p>', 502);

    // Act
    const error = await apiErrorOf(apiGet('health', {}, healthSchema, { fetch }));

    // Assess
    expect(error.status).toBe(502);
    expect(error.msg).toBe(noResponseMessage);
  });

  it('treats a 200 whose data does not match the schema as no answer', async () => {
    // Prepare
    const { fetch } = fetchAnswering({ status: 200, msg: 'OK', data: { service: 'other' } });

    // Act
    const error = await apiErrorOf(apiGet('health', {}, healthSchema, { fetch }));

    // Assess
    expect(error.status).toBe(500);
    expect(error.msg).toBe(noResponseMessage);
  });

  it('lets an aborted request fail as an abort, not as an API error', async () => {
    // Prepare
    const controller = new AbortController();
    controller.abort();
    const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      init?.signal?.throwIfAborted();
      throw new Error('unreachable');
    }) as typeof globalThis.fetch;

    // Act
    const outcome = apiGet('health', {}, healthSchema, { fetch, signal: controller.signal });

    // Assess
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
  });
});
