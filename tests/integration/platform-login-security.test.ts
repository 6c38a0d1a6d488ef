import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoute,
  buildPath,
  missingAppHeaderMessage,
  requestHeaders,
  tooManyRequestsMessage,
  unsupportedMediaTypeMessage,
} from '@ocupacional/shared';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { hashPassword, passwordCost, verifyPassword } from '../../functions/src/platform/passwords';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { cookieFrom, createPlatformFixtures, senha, users } from '../support/platform-fixtures';
import { callFrom, cpfFrom } from '../support/source-address';

/*
 * Login security (issue 12 item 8): attempts throttled per account and per address independently, old password
 * hashes rehashed at today's scrypt cost, and the CSRF guard of cookie-authenticated requests (JSON only on
 * state-changing routes; state-changing GETs need the app's header). Each test speaks from its own loopback
 * address. That an unknown CPF still runs a hash is covered by functions/src/platform/passwords.test.ts.
 */

type User = (typeof users)[keyof typeof users];

describe('login security', () => {
  let cloud: LocalCloud;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
    await createPlatformFixtures();
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  const loginPath = (tenant = 'alfa') => buildPath(apiRoute('login'), { tenant });

  function login(user: { cpf: string; cnpj: string }, from: string, password = senha, tenant = 'alfa') {
    return callFrom(cloud.port, 'POST', loginPath(tenant), {
      from,
      area: 'empresa',
      body: { cpf: user.cpf, cnpj: user.cnpj, senha: password, point_type: 'empresa' },
    });
  }

  it('answers 429 to one password sprayed over 25 CPFs from one address, and not to another address', async () => {
    // Act
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      statuses.push((await login({ cpf: cpfFrom(200000000 + i), cnpj: users.empresa.cnpj }, '127.0.6.1', 'Senha@123')).status);
    }
    // Assess: 20 failures per 5 minutes per address, whatever the CPFs
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    const blocked = await login(users.empresa, '127.0.6.1');
    expect(blocked.status).toBe(429);
    expect(blocked.json.msg).toBe(tooManyRequestsMessage);
    expect((await login(users.empresa, '127.0.6.2')).status).toBe(200);
  });

  it('answers 429 to many passwords against one account from many addresses', async () => {
    // Act: the clinic user of tenant beta, a new address each time
    const user = users.credenciada;
    const attempt = (i: number) =>
      callFrom(cloud.port, 'POST', loginPath('beta'), {
        from: `127.0.7.${i + 1}`,
        area: 'credenciada',
        body: { cpf: user.cpf, cnpj: user.cnpj, senha: `tentativa-${i}`, point_type: 'credenciada' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt(i)).status);
    // Assess: 10 attempts per 5 minutes per account, whatever the addresses
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    // The same CPF in another tenant is another account
    const otherTenant = await callFrom(cloud.port, 'POST', loginPath('alfa'), {
      from: '127.0.7.200',
      area: 'credenciada',
      body: { cpf: user.cpf, cnpj: user.cnpj, senha, point_type: 'credenciada' },
    });
    expect(otherTenant.status).toBe(200);
  });

  it('does not count successful logins against the address, so an office behind one address keeps working', async () => {
    // Act: 21 good logins of 3 users from one address (7 each, under the per-account limit), then a typo
    const good: User[] = [users.webAdmin, users.parceiro, users.curtaSessao];
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const user = good[i % 3]!;
      const answer = await callFrom(cloud.port, 'POST', user.pointType === 'web' ? buildPath(apiRoute('web.login')) : loginPath(), {
        from: '127.0.8.1',
        area: user.pointType,
        body: { cpf: user.cpf, cnpj: user.cnpj, senha, point_type: user.pointType },
      });
      statuses.push(answer.status);
    }
    const typo = await login(users.curtaSessao, '127.0.8.1', 'senha-errada');
    // Assess
    expect(statuses).toEqual(Array(21).fill(200));
    expect(typo.status).toBe(400);
  });

  it('rehashes a password stored at a weaker scrypt cost on a successful login', async () => {
    // Prepare: the company user of beta with a hash of the former cost (N=2^14 r=8 p=1)
    const legacy = await hashPassword(senha, { N: 16384, r: 8, p: 1 });
    await usuarios().patch({ tenant: 'beta', id: users.empresa.id }).set({ senhaHash: legacy }).go();
    // Act
    const answer = await login(users.empresa, '127.0.9.1', senha, 'beta');
    // Assess: the old hash verified; the stored one now carries today's parameters and still verifies
    expect(answer.status).toBe(200);
    const stored = (await usuarios().get({ tenant: 'beta', id: users.empresa.id }).go()).data!.senhaHash;
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(passwordCost.N), String(passwordCost.r), String(passwordCost.p)]);
    expect(await verifyPassword(senha, stored)).toBe(true);
    expect((await login(users.empresa, '127.0.9.1', senha, 'beta')).status).toBe(200);
  });

  describe('the CSRF guard of requests with the session cookie', () => {
    async function cookieOf(user: User, tenant: string, from: string): Promise<string> {
      const answer = await callFrom(cloud.port, 'POST', user.pointType === 'web' ? buildPath(apiRoute('web.login')) : loginPath(tenant), {
        from,
        area: user.pointType,
        body: { cpf: user.cpf, cnpj: user.cnpj, senha, point_type: user.pointType },
      });
      expect(answer.status).toBe(200);
      return cookieFrom(answer.setCookie);
    }

    it.each([
      ['text/plain', '{}'],
      ['application/x-www-form-urlencoded', 'a=1'],
      ['multipart/form-data; boundary=x', '--x--'],
      [null, undefined],
    ])('refuses a state-changing request sent as %s with 415, and changes nothing', async (contentType, body) => {
      // Prepare
      const cookie = await cookieOf(users.parceiro, 'beta', '127.0.10.1');
      const logout = buildPath(apiRoute('logout'), { tenant: 'beta' });
      // Act: what a cross-site form could send
      const answer = await callFrom(cloud.port, 'POST', logout, { area: 'parceiro', cookie, contentType, body, appHeaders: false });
      // Assess: refused, and the session is still there
      expect(answer.status).toBe(415);
      expect(answer.json.msg).toBe(unsupportedMediaTypeMessage);
      const sessao = await callFrom(cloud.port, 'GET', buildPath(apiRoute('sessao'), { tenant: 'beta' }), { area: 'parceiro', cookie });
      expect(sessao.status).toBe(200);
    });

    it('accepts JSON with the cookie, and any type with the bearer header, which no browser sends on its own', async () => {
      const cookie = await cookieOf(users.webAdmin, 'beta', '127.0.10.2');
      const json = await callFrom(cloud.port, 'POST', buildPath(apiRoute('web.logout')), { area: 'web', cookie, body: {} });
      expect(json.status).toBe(200);
      const bearerLogin = await callFrom(cloud.port, 'POST', buildPath(apiRoute('web.login')), {
        from: '127.0.10.2',
        area: 'web',
        body: { cpf: users.webAdmin.cpf, cnpj: users.webAdmin.cnpj, senha, point_type: 'web' },
      });
      const jwt = (bearerLogin.json.data as { jwt: string }).jwt;
      const bearer = await callFrom(cloud.port, 'POST', buildPath(apiRoute('web.logout')), {
        area: 'web',
        contentType: 'text/plain',
        headers: { authorization: `Bearer ${jwt}` },
        appHeaders: false,
      });
      expect(bearer.status).toBe(200);
    });

    it('refuses a state-changing GET (generate the definitive consultation) without the app’s header', async () => {
      // Prepare
      const cookie = await cookieOf(users.credenciada, 'alfa', '127.0.10.3');
      const gerar = buildPath(apiRoute('credenciadaGerar'), { tenant: 'alfa', id: 'nao-existe' });
      // Act: a link or an image on another site carries the cookie but not the app's headers
      const bare = await callFrom(cloud.port, 'GET', gerar, { area: 'credenciada', cookie, appHeaders: false });
      const fromApp = await callFrom(cloud.port, 'GET', gerar, { area: 'credenciada', cookie });
      const withKey = await callFrom(cloud.port, 'GET', gerar, {
        area: 'credenciada',
        cookie,
        appHeaders: false,
        headers: { [requestHeaders.requestKey]: 'acao-1' },
      });
      // Assess: refused before anything runs; the app's call goes through to the handler (which finds no record)
      expect(bare.status).toBe(400);
      expect(bare.json.msg).toBe(missingAppHeaderMessage);
      expect(fromApp.status).toBe(404);
      expect(withKey.status).toBe(404);
    });
  });
});
