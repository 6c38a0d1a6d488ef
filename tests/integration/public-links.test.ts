import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute, buildPath } from '@ocupacional/shared';
import { contasEmail } from '../../functions/src/data/entities/conta-email';
import { emailEnvios } from '../../functions/src/data/entities/email-envio';
import { lotesEsocial } from '../../functions/src/data/entities/lote-esocial';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { createAsoForMail } from '../support/mail-fixtures';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * Issue 12 item 9: the links the product e-mails (the eSocial lote's download page, the opening-tracking image, the
 * Gmail OAuth2 return page) point at the configured public address, whatever Host and X-Forwarded-Host the request
 * that caused them carried — a caller who could choose them would receive the victim's link on its own site.
 */

describe('e-mailed links use the configured public address, never the request’s host', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  let cookie: string;
  let publicUrl: string;
  const tenant = tenants.alfa.tenant;
  const forged = { 'x-forwarded-host': 'atacante.example', 'x-forwarded-proto': 'https' };

  const web = (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie, headers: forged, ...(body !== undefined ? { body } : {}) });
  const textOf = async (envioId: string) => {
    const { data } = await emailEnvios().get({ tenant, id: envioId }).go();
    return JSON.stringify(data);
  };

  beforeAll(async () => {
    cloud = await startLocalCloud({
      stage: 'test',
      pollIdleMs: 50,
      functionEnv: { MAIL_OAUTH2_CLIENT_ID: 'ocupacional-teste', MAIL_OAUTH2_CLIENT_SECRET: 'segredo-do-cliente' },
    });
    publicUrl = `http://web.localhost:${cloud.port}`;
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    const login = await call('POST', buildPath(apiRoute('web.login')), {
      body: { cpf: users.webAdmin.cpf, cnpj: users.webAdmin.cnpj, senha, point_type: 'web' },
    });
    cookie = cookieFrom(login.setCookie);
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  it('the local cloud tells its functions its own address as the public one', () => {
    expect(cloud.env.PUBLIC_APP_URL).toBe(publicUrl);
  });

  it("mails the eSocial lote's download link on the public address", async () => {
    // Prepare
    await lotesEsocial()
      .create({
        tenant,
        id: 'lote-links',
        numero: 901,
        empresaId: 'empresa-links',
        empresaNome: 'Empresa Links',
        empresaCnpj: '11222333000181',
        layout: 'S-2220',
        eventoIds: [],
        totalEvento: 0,
        createdAt: new Date().toISOString(),
      })
      .go();

    // Act
    const answer = await web('POST', buildPath(apiRoute('web.esocialLoteEmail'), { id: 'lote-links' }), { destinatario: 'sesmt@cliente.com.br' });

    // Assess
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const { data } = await emailEnvios().query.byPoint({ tenant, point: 'esocial-lote' }).go({ pages: 'all' });
    const body = await textOf(data.find((envio) => envio.destinatario === 'sesmt@cliente.com.br')?.id ?? '');
    expect(body).toContain(`${publicUrl}/util/esocial/arquivo/`);
    expect(body).not.toContain('atacante.example');
  });

  it('puts the tracking image of an ASO e-mail on the public address', async () => {
    // Prepare
    await createAsoForMail(cloud, { tenant, idCon: 901, empresaId: 'empresa-links', uploadId: '01UPLOADLINKS' });

    // Act
    const answer = await web('POST', buildPath(apiRoute('asoConsultaEmailCadastrar'), { idcon: 901 }), { destinatario: 'rh@cliente.com.br' });

    // Assess
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const envio = await waitFor(
      async () => (await emailEnvios().query.byPoint({ tenant, point: 'aso' }).go({ pages: 'all' })).data.find((item) => item.destinatario === 'rh@cliente.com.br'),
      { what: 'the ASO e-mail' },
    );
    const body = await textOf(envio.id);
    expect(body).toContain(`${publicUrl}/sst/api/email/abertura/`);
    expect(body).not.toContain('atacante.example');
  });

  it("sends the Gmail consent back to the web area's callback on the public address", async () => {
    // Prepare
    const saved = await web('POST', buildPath(apiRoute('contaEmailSalvar')), { nome: 'Gmail', email: 'sst@gmail.com', usuario: 'sst@gmail.com', tipo_auth: 'oauth2' });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const contaId = (saved.json.data as { id: string }).id;
    expect((await contasEmail().get({ tenant, id: contaId }).go()).data).toBeTruthy();

    // Act
    const start = await web('GET', buildPath(apiRoute('contaEmailOauth2Iniciar'), { id: contaId }));

    // Assess
    expect(start.status, JSON.stringify(start.json)).toBe(200);
    const authUrl = new URL((start.json.data as { auth_url: string }).auth_url);
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${publicUrl}/oauth2/callback`);
  });
});
