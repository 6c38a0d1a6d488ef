import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute, buildPath, type MenuItem } from '@ocupacional/shared';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, users } from '../support/platform-fixtures';

/* The shell calls of spec 1 §7 through the local gateway. */

describe('the shell calls', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  let empresaCookie: string;
  let webCookie: string;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    const empresa = await call('POST', buildPath(apiRoute('login'), { tenant: 'alfa' }), {
      area: 'empresa',
      body: { cpf: users.empresa.cpf, cnpj: users.empresa.cnpj, senha, point_type: 'empresa' },
    });
    empresaCookie = cookieFrom(empresa.setCookie);
    const web = await call('POST', buildPath(apiRoute('web.login')), {
      body: { cpf: users.webOperador.cpf, cnpj: users.webOperador.cnpj, senha, point_type: 'web' },
    });
    webCookie = cookieFrom(web.setCookie);
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  it('answers the tenant’s public config before login, and 404 for an unknown tenant', async () => {
    const { status, json } = await call('GET', buildPath(apiRoute('config'), { tenant: 'alfa' }), { area: 'empresa' });
    expect(status).toBe(200);
    expect(json.data).toEqual({
      cliente: { tenant: 'alfa', nome: 'Saúde Ocupacional alfa', telefone: '(11) 3333-4444' },
      ambiente: 'teste',
      versao: '1.0.0',
    });
    expect((await call('GET', buildPath(apiRoute('config'), { tenant: 'zeta' }), { area: 'empresa' })).status).toBe(404);
  });

  it('answers the environment', async () => {
    const { json } = await call('GET', buildPath(apiRoute('web.env')));
    expect(json.data).toEqual({ ambiente: 'teste', producao: false, versao: '1.0.0' });
  });

  it('answers each area its menu trimmed to the user’s permissions', async () => {
    const empresaMenu = await call('GET', buildPath(apiRoute('menu'), { tenant: 'alfa' }), { area: 'empresa', cookie: empresaCookie });
    expect((empresaMenu.json.data as MenuItem[]).map((item) => item.id)).toContain('funcionarios');
    const webMenu = await call('GET', buildPath(apiRoute('web.menu')), { cookie: webCookie });
    const ids = JSON.stringify(webMenu.json.data);
    expect(ids).toContain('consultas.externas');
    // The operator lacks permission 569 (the LTCAT document model): trimmed. Permission 3 gates only editing mail
    // accounts and package 30 only the lote processing and queries (spec 2 §2, §6): both entries stay.
    expect(ids).not.toContain('ltcat.modelo');
    expect(ids).toContain('config.conta-email');
    expect(ids).toContain('esocial.lotes');
  });

  it('lists the 27 states and searches a state’s cities without accents, 100 at most', async () => {
    const estados = await call('GET', buildPath(apiRoute('estados'), { tenant: 'alfa' }), { area: 'empresa', cookie: empresaCookie });
    expect(estados.json.data).toHaveLength(27);
    const cidades = await call('GET', `${buildPath(apiRoute('cidades'), { tenant: 'alfa', id_estado: 35 })}?search=sao+jose`, {
      area: 'empresa',
      cookie: empresaCookie,
    });
    const nomes = (cidades.json.data as { nome: string }[]).map((cidade) => cidade.nome);
    expect(nomes).toContain('São José dos Campos');
    const all = await call('GET', buildPath(apiRoute('cidades'), { tenant: 'alfa', id_estado: 35 }), {
      area: 'empresa',
      cookie: empresaCookie,
    });
    expect(all.json.data).toHaveLength(100);
    expect(
      (await call('GET', buildPath(apiRoute('cidades'), { tenant: 'alfa', id_estado: 99 }), { area: 'empresa', cookie: empresaCookie }))
        .status,
    ).toBe(404);
  });

  it('finds an address by CEP, masked or not, and answers 404 for an unknown one', async () => {
    const { json } = await call('GET', buildPath(apiRoute('web.cep'), { cep: '01310-100' }), { cookie: webCookie });
    expect(json.data).toMatchObject({
      cep: '01310100',
      endereco: 'Avenida Paulista',
      bairro: 'Bela Vista',
      cidade: { nome: 'São Paulo' },
      estado: { uf: 'SP' },
    });
    expect((await call('GET', buildPath(apiRoute('web.cep'), { cep: '99999999' }), { cookie: webCookie })).status).toBe(404);
    const invalid = await call('GET', buildPath(apiRoute('web.cep'), { cep: '123' }), { cookie: webCookie });
    expect(invalid.status).toBe(400);
    expect(invalid.json.data).toEqual({ fields: { cep: ['CEP inválido'] } });
  });

  it('searches CNAE by description or code', async () => {
    const byText = await call('GET', `${buildPath(apiRoute('web.cnae'))}?search=laboratorios`, { cookie: webCookie });
    expect(byText.json.data).toEqual([{ codigo: '8640-2/02', descricao: 'Laboratórios clínicos' }]);
    const byCode = await call('GET', `${buildPath(apiRoute('web.cnae'))}?search=8630`, { cookie: webCookie });
    expect((byCode.json.data as unknown[]).length).toBe(3);
  });

  it('answers type lists by parent code, without the excluded ids', async () => {
    const { json } = await call('POST', buildPath(apiRoute('tipoParent'), { tenant: 'alfa' }), {
      area: 'empresa',
      cookie: empresaCookie,
      body: { codigo: [46, 59], exclude: [47] },
    });
    const data = json.data as Record<string, { id: number }[]>;
    expect(data['46']?.map((tipo) => tipo.id)).toEqual([48, 49, 50, 51, 52]);
    expect(data['59']?.length).toBeGreaterThan(0);
  });

  it('answers 400 with field errors for a type-list request without codes', async () => {
    const { status, json } = await call('POST', buildPath(apiRoute('tipoParent'), { tenant: 'alfa' }), {
      area: 'empresa',
      cookie: empresaCookie,
      body: {},
    });
    expect(status).toBe(400);
    expect(json.data).toEqual({ fields: { codigo: ['Campo obrigatório'] } });
  });

  it('requires a session for the lookups', async () => {
    expect((await call('GET', buildPath(apiRoute('web.estados')))).status).toBe(401);
  });
});
