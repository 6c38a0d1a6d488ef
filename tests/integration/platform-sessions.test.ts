import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  buildPath,
  apiRoute,
  passwordLinkSentMessage,
  payloadTooLargeMessage,
  requestHeaders,
  signRequest,
  tooManyRequestsMessage,
  type PointType,
} from '@ocupacional/shared';
import { sessoes } from '../../functions/src/data/entities/sessao';
import { signSessionToken } from '../../functions/src/platform/session-token';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';
import { waitFor } from '../support/wait-for';

/* Sessions and the request guards through the local gateway: login, logout, expiry, 426, 429, 413, request keys. */

describe('sessions and request guards', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  const loginPath = (pointType: PointType, tenant = 'alfa') =>
    pointType === 'web' ? buildPath(apiRoute('web.login')) : buildPath(apiRoute('login'), { tenant });

  async function login(user: (typeof users)[keyof typeof users], tenant = 'alfa') {
    const result = await call('POST', loginPath(user.pointType, tenant), {
      area: user.pointType,
      body: { cpf: user.cpf, cnpj: user.cnpj, senha, point_type: user.pointType },
    });
    return { ...result, cookie: cookieFrom(result.setCookie) };
  }

  it.each([
    ['web', users.webAdmin],
    ['empresa', users.empresa],
    ['credenciada', users.credenciada],
    ['parceiro', users.parceiro],
  ] as const)('logs a %s user in with cpf, cnpj and password', async (_, user) => {
    // Act
    const { status, json, setCookie } = await login(user);
    // Assess
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      usuario: { id: user.id, point: { type: user.pointType } },
      cliente: { tenant: 'alfa' },
    });
    expect(typeof (json.data as { jwt: string }).jwt).toBe('string');
    expect(setCookie[0]).toMatch(/^sessao=.+; Path=\/sst\/api; HttpOnly; SameSite=Lax; Max-Age=28800$/);
  });

  it('answers a company user’s company with the login', async () => {
    const { json } = await login(users.empresa);
    expect((json.data as { empresa: unknown }).empresa).toEqual({ id: 'empresa-1', nome: 'empresa alfa', cnpj: users.empresa.cnpj });
  });

  it('accepts masked documents', async () => {
    const { status } = await call('POST', loginPath('empresa'), {
      area: 'empresa',
      body: { cpf: '123.472.618-19', cnpj: '01.444.025/0001-47', senha, point_type: 'empresa' },
    });
    expect(status).toBe(200);
  });

  it('refuses a wrong password with a message and no cookie', async () => {
    const { status, json, setCookie } = await call('POST', loginPath('empresa'), {
      area: 'empresa',
      body: { cpf: users.empresa.cpf, cnpj: users.empresa.cnpj, senha: 'errada', point_type: 'empresa' },
    });
    expect(status).toBe(400);
    expect(json.msg).toBe('CPF, CNPJ ou senha inválidos.');
    expect(setCookie).toEqual([]);
  });

  it('answers field errors for an invalid CPF and a missing password', async () => {
    const { status, json } = await call('POST', loginPath('empresa'), {
      area: 'empresa',
      body: { cpf: '111.111.111-11', cnpj: users.empresa.cnpj, senha: '', point_type: 'empresa' },
    });
    expect(status).toBe(400);
    expect(json.data).toEqual({ fields: { senha: ['Campo obrigatório'] } });
    const invalidCpf = await call('POST', loginPath('empresa'), {
      area: 'empresa',
      body: { cpf: '111.111.111-11', cnpj: users.empresa.cnpj, senha: 'x', point_type: 'empresa' },
    });
    expect(invalidCpf.json.data).toEqual({ fields: { cpf: ['Digite um CPF válido'] } });
  });

  it('does not let a user of one tenant log in through another tenant’s address', async () => {
    const { status } = await call('POST', loginPath('empresa', 'beta'), {
      area: 'empresa',
      body: { cpf: users.empresa.cpf, cnpj: users.empresa.cnpj, senha: 'senha-de-outro-tenant', point_type: 'empresa' },
    });
    expect(status).toBe(400);
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const { status, json } = await call('POST', loginPath('empresa', 'nao-existe'), {
      area: 'empresa',
      body: { cpf: users.empresa.cpf, cnpj: users.empresa.cnpj, senha, point_type: 'empresa' },
    });
    expect(status).toBe(404);
    expect(json.msg).toBe('Cliente não encontrado. Verifique o endereço digitado.');
  });

  it('keeps the session in the cookie and in the bearer header', async () => {
    const { cookie, json } = await login(users.empresa);
    const sessionPath = buildPath(apiRoute('sessao'), { tenant: 'alfa' });
    expect((await call('GET', sessionPath, { area: 'empresa', cookie })).status).toBe(200);
    const bearer = await call('GET', sessionPath, {
      area: 'empresa',
      headers: { authorization: `Bearer ${(json.data as { jwt: string }).jwt}` },
    });
    expect(bearer.status).toBe(200);
    expect(bearer.json.data).toMatchObject({ usuario: { id: users.empresa.id } });
  });

  it('ends the session on logout: the same token is refused afterwards', async () => {
    // Prepare
    const { cookie } = await login(users.credenciada);
    // Act
    const logout = await call('POST', buildPath(apiRoute('logout'), { tenant: 'alfa' }), { area: 'credenciada', cookie });
    // Assess
    expect(logout.status).toBe(200);
    expect(logout.setCookie[0]).toContain('Max-Age=0');
    const after = await call('GET', buildPath(apiRoute('sessao'), { tenant: 'alfa' }), { area: 'credenciada', cookie });
    expect(after.status).toBe(401);
    expect(after.json.msg).toBe('Sessão expirada. Faça login novamente.');
  });

  it('answers 401 without a session, and for an expired one', async () => {
    const sessionPath = buildPath(apiRoute('sessao'), { tenant: 'alfa' });
    expect((await call('GET', sessionPath, { area: 'empresa' })).status).toBe(401);
    // A session whose time is up, with a token that would still be valid.
    const past = new Date(Date.now() - 1000);
    await sessoes()
      .put({
        tenant: 'alfa',
        id: 'expirada',
        usuarioId: users.empresa.id,
        pointType: 'empresa',
        criadaEm: new Date(Date.now() - 9 * 3600_000).toISOString(),
        expiraEm: past.toISOString(),
        ttl: Math.floor(past.getTime() / 1000),
      })
      .go();
    const token = await signSessionToken({
      sid: 'expirada',
      tenant: 'alfa',
      sub: users.empresa.id,
      pointType: 'empresa',
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    expect((await call('GET', sessionPath, { area: 'empresa', headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('gives the session the user’s lifetime: 1 hour, and 720 hours for -1', async () => {
    const { json, setCookie } = await login(users.curtaSessao);
    expect((json.data as { usuario: { sessao: number } }).usuario.sessao).toBe(1);
    expect(setCookie[0]).toContain('Max-Age=3600');
  });

  it('answers 426 to an app build older than the oldest supported, and to an expired signature', async () => {
    process.env.MIN_CLIENT_VERSION = '2.0.0';
    try {
      const old = await call('GET', buildPath(apiRoute('config'), { tenant: 'alfa' }), {
        area: 'empresa',
        headers: { [requestHeaders.version]: '1.9.9' },
      });
      expect(old.status).toBe(426);
      const current = await call('GET', buildPath(apiRoute('config'), { tenant: 'alfa' }), {
        area: 'empresa',
        headers: { [requestHeaders.version]: '2.0.0', [requestHeaders.signature]: await signRequest() },
      });
      expect(current.status).toBe(200);
    } finally {
      delete process.env.MIN_CLIENT_VERSION;
    }
    const expired = await call('GET', buildPath(apiRoute('config'), { tenant: 'alfa' }), {
      area: 'empresa',
      headers: { [requestHeaders.signature]: await signRequest(new Date(Date.now() - 40 * 24 * 3600_000)) },
    });
    expect(expired.status).toBe(426);
  });

  it('answers 429 with the spec’s message after too many login attempts', async () => {
    // A user no other test logs in with: the limit counts attempts per address, tenant and CPF.
    const attempt = () =>
      call('POST', loginPath('web'), {
        body: { cpf: users.webOperador.cpf, cnpj: users.webOperador.cnpj, senha: 'tentativa', point_type: 'web' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const last = await attempt();
    expect(last.status).toBe(429);
    expect(last.json.msg).toBe(tooManyRequestsMessage);
  });

  it('answers 413 with the spec’s message for a body over the route’s limit', async () => {
    const { status, json } = await call('POST', loginPath('empresa'), {
      area: 'empresa',
      body: { cpf: users.empresa.cpf, cnpj: users.empresa.cnpj, senha: 'x'.repeat(1024 * 1024), point_type: 'empresa' },
    });
    expect(status).toBe(413);
    expect(json.msg).toBe(payloadTooLargeMessage);
  });

  it('answers a repeated request key with the first answer instead of acting twice', async () => {
    // Prepare
    const { cookie } = await login(users.empresa);
    const logoutPath = buildPath(apiRoute('logout'), { tenant: 'alfa' });
    const headers = { [requestHeaders.requestKey]: 'acao-123' };
    // Act: the second logout would be a 401, the session being gone
    const first = await call('POST', logoutPath, { area: 'empresa', cookie, headers });
    const repeat = await call('POST', logoutPath, { area: 'empresa', cookie, headers });
    const fresh = await call('POST', logoutPath, { area: 'empresa', cookie, headers: { [requestHeaders.requestKey]: 'acao-124' } });
    // Assess
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.json).toEqual(first.json);
    expect(fresh.status).toBe(401);
  });

  it('e-mails a recovery link once per request key, and the password stays until the link is used', async () => {
    const path = buildPath(apiRoute('recuperarSenha'), { tenant: 'alfa' });
    const body = { cpf: users.parceiro.cpf, cnpj: users.parceiro.cnpj, point_type: 'parceiro' };
    const headers = { [requestHeaders.requestKey]: 'recuperar-1' };
    const before = ((await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: unknown[] }).emails.length;
    const first = await call('POST', path, { area: 'parceiro', body, headers });
    const repeat = await call('POST', path, { area: 'parceiro', body, headers });
    expect(first.status).toBe(200);
    // The same answer for any account: no address, nothing that tells whether the CPF has an account.
    expect(first.json).toEqual({ status: 200, msg: passwordLinkSentMessage, data: null });
    expect(repeat.json).toEqual(first.json);
    // The mail-send worker sends it from the mail queue, a moment after the answer.
    const emails = await waitFor(
      async () => {
        const { emails: stored } = (await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as {
          emails: { destination: { to: string[] }; body: { text: string } }[];
        };
        return stored.length > before ? stored : undefined;
      },
      { what: 'the recovery e-mail' },
    );
    // Once per request key: the repeat answered the first answer and queued nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(((await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: unknown[] }).emails.length).toBe(before + 1);
    const sent = emails.at(-1)!;
    expect(sent.destination.to).toEqual(['par-1@alfa.example.com.br']);
    expect(sent.body.text).toMatch(/\/alfa\/redefinir-senha\?token=alfa\.[\w-]{43}/);
    expect(sent.body.text).not.toMatch(/senha de acesso é/);
    // The old password still works: nothing changed until the link is used.
    const relogin = await call('POST', buildPath(apiRoute('login'), { tenant: 'alfa' }), {
      area: 'parceiro',
      body: { cpf: users.parceiro.cpf, cnpj: users.parceiro.cnpj, senha, point_type: 'parceiro' },
    });
    expect(relogin.status).toBe(200);
  });

  it('answers 404 on every authenticated tenant route called with another tenant in the URL', async () => {
    const { cookie } = await login(users.empresa);
    const tenantRoutes = apiRoutes.filter((route) => route.tenant && route.auth);
    expect(tenantRoutes.length).toBeGreaterThan(5);
    for (const route of tenantRoutes) {
      const params = Object.fromEntries(
        [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1] as string, '1']),
      );
      const { status } = await call(route.method, buildPath(route, { ...params, tenant: 'beta' }), {
        area: 'empresa',
        cookie,
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expect({ route: route.id, status }).toEqual({ route: route.id, status: 404 });
    }
  });

  it('answers 404 when a tenant area’s session calls a web-area route', async () => {
    const { cookie } = await login(users.empresa);
    const { status } = await call('GET', buildPath(apiRoute('web.menu')), { area: 'web', cookie });
    expect(status).toBe(404);
  });

  it('keeps the tenants’ data apart: the same documents log into each tenant as its own user', async () => {
    const alfa = await login(users.empresa, 'alfa');
    const beta = await login(users.empresa, 'beta');
    expect((alfa.json.data as { cliente: { tenant: string } }).cliente.tenant).toBe('alfa');
    expect((beta.json.data as { cliente: { tenant: string } }).cliente.tenant).toBe(tenants.beta.tenant);
  });
});
