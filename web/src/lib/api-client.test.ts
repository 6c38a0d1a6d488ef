import { configSchema, healthSchema, loginResponseSchema } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, buildQuery, createApiClient } from './api-client';
import type { ApiHandlers, ApiScope } from './api-client';
import { ActionKey } from './request-key';

const noResponse =
  'Não foi possível completar a requisição. Precione as teclas CTRL+F5 para recarregar a página e tente novamente.';
const health = { service: 'ocupacional', stage: 'local', database: 'ok', time: '2025-01-15T12:30:00.000Z' };
const config = { cliente: { tenant: 'demo', nome: 'Demo', telefone: null }, ambiente: 'teste', versao: '1' };

interface Call {
  url: string;
  init: RequestInit | undefined;
  headers: Record<string, string>;
}

/** A fetch that records its calls and answers each with the next of `answers` (JSON unless a string). */
function fetchAnswering(...answers: { body: unknown; status?: number }[]) {
  const calls: Call[] = [];
  const stub = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init, headers: { ...(init?.headers as Record<string, string>) } });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? { body: '' };
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status ?? 200 });
  };
  return { fetch: stub as typeof fetch, calls };
}

function recordingHandlers() {
  const done: string[] = [];
  const handlers: ApiHandlers = {
    notify: (message) => done.push(`notify:${message}`),
    toLogin: () => done.push('login'),
    reload: () => done.push('reload'),
    navigate: (to) => done.push(`navigate:${to}`),
    refreshCaptcha: () => done.push('captcha'),
  };
  return { handlers, done };
}

function clientWith(fetch: typeof globalThis.fetch, scope: ApiScope = { area: 'empresa', tenant: 'demo' }) {
  const { handlers, done } = recordingHandlers();
  let keys = 0;
  const api = createApiClient({
    scope: () => scope,
    handlers,
    fetch,
    cookies: () => 'tema=claro; versao=2025.11',
    sign: async () => '2025-12-15T00:00:00.000Z.abc123',
    newRequestKey: () => `chave-${(keys += 1)}`,
  });
  return { api, done };
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const loginBody = { cpf: '529.982.247-25', cnpj: '11.222.333/0001-81', senha: 'x', point_type: 'empresa' };

describe('createApiClient: URLs and headers', () => {
  it('calls the tenant route under the tenant of the URL in a per-tenant area', async () => {
    // Prepare
    const { fetch, calls } = fetchAnswering({ body: { status: 200, msg: 'OK', data: config } });
    const { api } = clientWith(fetch);

    // Act
    const data = await api.get('config', configSchema);

    // Assess
    expect(data).toEqual(config);
    expect(calls[0]?.url).toBe('/sst/api/demo/config');
    expect(calls[0]?.init?.method).toBe('GET');
  });

  it("calls the route's web twin, without a tenant, in the web area", async () => {
    // Prepare
    const { fetch, calls } = fetchAnswering({ body: { status: 200, msg: 'OK', data: { ...config, cliente: null } } });
    const { api } = clientWith(fetch, { area: 'web' });

    // Act
    await api.get('config', configSchema);

    // Assess
    expect(calls[0]?.url).toBe('/sst/api/config');
  });

  it('sends the version from the cookie and the signature on a GET, without a request key', async () => {
    // Prepare
    const { fetch, calls } = fetchAnswering({ body: { status: 200, msg: 'OK', data: health } });
    const { api } = clientWith(fetch);

    // Act
    await api.get('health', healthSchema);

    // Assess
    expect(calls[0]?.headers).toMatchObject({
      'x-versao': '2025.11',
      'x-assinatura': '2025-12-15T00:00:00.000Z.abc123',
    });
    expect(calls[0]?.headers['x-chave-requisicao']).toBeUndefined();
  });

  it('posts JSON with a fresh request key per call', async () => {
    // Prepare
    const { fetch, calls } = fetchAnswering({ body: { status: 200, msg: 'OK', data: 'a@b.com' } });
    const { api } = clientWith(fetch);

    // Act
    await api.send('recuperarSenha', z.string(), { body: loginBody });
    await api.send('recuperarSenha', z.string(), { body: loginBody });

    // Assess
    expect(calls.map((call) => call.headers['x-chave-requisicao'])).toEqual(['chave-1', 'chave-2']);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(loginBody);
  });

  it('gives the message of the answer with its data when asked', async () => {
    // Prepare
    const msg = 'Funcionário já cadastrado. Deseja transferir?';
    const { fetch } = fetchAnswering({ body: { status: 200, msg, data: 'a@b.com' } });
    const { api } = clientWith(fetch);

    // Act
    const answer = await api.sendForAnswer('recuperarSenha', z.string(), { body: loginBody });

    // Assess
    expect(answer).toEqual({ data: 'a@b.com', msg });
  });

  it("reuses the action's key when the action is retried after no answer", async () => {
    // Prepare
    const { fetch, calls } = fetchAnswering(
      { body: '<html>Bad gateway</html>', status: 502 },
      { body: { status: 200, msg: 'OK', data: 'a@b.com' } },
    );
    const { api } = clientWith(fetch);
    const action = new ActionKey(() => `acao-${calls.length}`);

    // Act
    await apiErrorOf(api.send('recuperarSenha', z.string(), { body: loginBody, action }));
    await api.send('recuperarSenha', z.string(), { body: loginBody, action });

    // Assess
    expect(calls.map((call) => call.headers['x-chave-requisicao'])).toEqual(['acao-0', 'acao-0']);
  });

  it('builds query strings with filters as JSON and without empty values', () => {
    // Act
    const query = buildQuery({ search: 'ana', page: 2, vazio: '', nada: undefined, filter: { deleted: 0 } });

    // Assess
    expect(new URLSearchParams(query).get('filter')).toBe('{"deleted":0}');
    expect(query.startsWith('search=ana&page=2&filter=')).toBe(true);
  });
});

describe('createApiClient: the error catalogue', () => {
  it('throws a 400 with its field messages and alerts its message', async () => {
    // Prepare
    const fields = { cpf: ['Digite um CPF válido'], senha: ['Campo obrigatório'] };
    const { fetch } = fetchAnswering({ body: { status: 400, msg: 'Verifique os campos', data: { fields } }, status: 400 });
    const { api, done } = clientWith(fetch);

    // Act
    const error = await apiErrorOf(api.send('login', loginResponseSchema, { body: loginBody }));

    // Assess
    expect(error.status).toBe(400);
    expect(error.fields).toEqual(fields);
    expect(done).toEqual(['notify:Verifique os campos']);
  });

  it('sends the user to the login on a 401', async () => {
    // Prepare
    const { fetch } = fetchAnswering({ body: { status: 401, msg: 'Sessão expirada', data: null }, status: 401 });
    const { api, done } = clientWith(fetch);

    // Act
    const error = await apiErrorOf(api.get('menu', z.array(z.unknown())));

    // Assess
    expect(error.status).toBe(401);
    expect(done).toEqual(['login']);
  });

  it('does nothing but throw for a silent call', async () => {
    // Prepare
    const { fetch } = fetchAnswering({ body: { status: 401, msg: 'Sem sessão', data: null }, status: 401 });
    const { api, done } = clientWith(fetch);

    // Act
    const error = await apiErrorOf(api.get('sessao', z.unknown(), { silent: true }));

    // Assess
    expect(error.status).toBe(401);
    expect(done).toEqual([]);
  });

  it('reloads the page on a 426', async () => {
    // Prepare
    const { fetch } = fetchAnswering({ body: { status: 426, msg: 'Nova versão', data: null }, status: 426 });
    const { api, done } = clientWith(fetch);

    // Act
    await apiErrorOf(api.send('logout', z.unknown()));

    // Assess
    expect(done).toEqual(['reload']);
  });

  it('goes back to the list on a 404 of a record load', async () => {
    // Prepare
    const { fetch } = fetchAnswering({ body: { status: 404, msg: 'Registro não encontrado', data: null }, status: 404 });
    const { api, done } = clientWith(fetch);

    // Act
    await apiErrorOf(api.get('meuCadastro', z.unknown(), { notFoundRedirect: '/demo/consultas' }));

    // Assess
    expect(done).toEqual(['navigate:/demo/consultas', 'notify:Registro não encontrado']);
  });

  it("keeps a gateway's 413 without an envelope as a 413", async () => {
    // Prepare
    const { fetch } = fetchAnswering({ body: { message: 'Request Entity Too Large' }, status: 413 });
    const { api, done } = clientWith(fetch);

    // Act
    const error = await apiErrorOf(api.send('login', loginResponseSchema, { body: loginBody }));

    // Assess
    expect(error.status).toBe(413);
    expect(done).toEqual(['notify:A requisição excedeu o tamanho limite.']);
  });

  it('trusts the envelope status over the HTTP status', async () => {
    // Prepare
    const { fetch } = fetchAnswering({ body: { status: 429, msg: 'Muitas tentativas', data: null } });
    const { api, done } = clientWith(fetch);

    // Act
    const error = await apiErrorOf(api.get('health', healthSchema));

    // Assess
    expect(error.status).toBe(429);
    expect(done).toEqual(['notify:Servico indisponível. Aguarde 5 minutos e tente novamente.']);
  });

  it('reports a network failure as status 500 with the CTRL+F5 message', async () => {
    // Prepare
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const { api, done } = clientWith(fetch);

    // Act
    const error = await apiErrorOf(api.get('health', healthSchema));

    // Assess
    expect(error.status).toBe(500);
    expect(error.msg).toBe(noResponse);
    expect(error.answered).toBe(false);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(done).toEqual([`notify:${noResponse}`]);
  });

  it('treats a 200 whose data does not match the schema as no answer', async () => {
    // Prepare
    const { fetch } = fetchAnswering({ body: { status: 200, msg: 'OK', data: { service: 'other' } } });
    const { api } = clientWith(fetch);

    // Act
    const error = await apiErrorOf(api.get('health', healthSchema));

    // Assess
    expect(error.status).toBe(500);
    expect(error.msg).toBe(noResponse);
  });

  it('lets an aborted request fail as an abort, not as an API error', async () => {
    // Prepare
    const controller = new AbortController();
    controller.abort();
    const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      init?.signal?.throwIfAborted();
      throw new Error('unreachable');
    }) as typeof globalThis.fetch;
    const { api, done } = clientWith(fetch);

    // Act
    const outcome = api.get('health', healthSchema, { signal: controller.signal });

    // Assess
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
    expect(done).toEqual([]);
  });

  it('lets a request aborted while its body arrives fail as an abort, without a notification', async () => {
    // Prepare
    const controller = new AbortController();
    const fetch = (async () => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          // The headers came; the body is cut by the abort.
          controller.abort();
          stream.error(new DOMException('The operation was aborted.', 'AbortError'));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const { api, done } = clientWith(fetch);

    // Act
    const outcome = api.get('health', healthSchema, { signal: controller.signal });

    // Assess
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
    expect(done).toEqual([]);
  });
});
