import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute, buildPath, dataUpdatedSuccessMessage, type PointType } from '@ocupacional/shared';
import { empresas } from '../../functions/src/data/entities/empresa';
import { parceiros } from '../../functions/src/data/entities/parceiro';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, users } from '../support/platform-fixtures';

/* Meu Cadastro: a company or clinic edits its own record and its user changes the password. */

describe('meu-cadastro', () => {
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

  async function loginAs(user: typeof users.empresa | typeof users.credenciada | typeof users.parceiro, password = senha) {
    const { setCookie, status } = await call('POST', buildPath(apiRoute('login'), { tenant: 'alfa' }), {
      area: user.pointType as PointType,
      body: { cpf: user.cpf, cnpj: user.cnpj, senha: password, point_type: user.pointType },
    });
    return { status, cookie: cookieFrom(setCookie) };
  }
  const path = buildPath(apiRoute('meuCadastro'), { tenant: 'alfa' });

  const validForm = {
    nome: 'Metalúrgica Alfa Ltda',
    cnpj: '01.444.025/0001-47',
    cnae: '2511-0/00',
    ie: '123.456.789.110',
    cep: '13015-904',
    end: 'Rua Barão de Jaguara',
    num: '1000',
    bairro: 'Centro',
    id_estado: 35,
    id_cidade: 0,
    tel_com: '(19) 3232-1000',
    email: 'contato@metalurgica-alfa.com.br',
    u_nome: 'Maria Souza',
    u_email: 'maria@metalurgica-alfa.com.br',
  };

  /** POST meu-cadastro as the form does: with the version of the record it read (issue 12 item 3). */
  async function saveForm(options: { area: PointType; cookie: string; body: Record<string, unknown> }) {
    const read = await call('GET', path, { area: options.area, cookie: options.cookie });
    const versao = (read.json.data as { versao?: number } | undefined)?.versao;
    return call('POST', path, { ...options, body: { versao, ...options.body } });
  }

  async function campinasId(cookie: string): Promise<number> {
    const { json } = await call('GET', `${buildPath(apiRoute('cidades'), { tenant: 'alfa', id_estado: 35 })}?search=campinas`, {
      area: 'empresa',
      cookie,
    });
    return (json.data as { id: number; nome: string }[]).find((cidade) => cidade.nome === 'Campinas')!.id;
  }

  it('shows the company’s record and the user’s data', async () => {
    const { cookie } = await loginAs(users.empresa);
    const { status, json } = await call('GET', path, { area: 'empresa', cookie });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ id: 'empresa-1', nome: 'empresa alfa', cnpj: users.empresa.cnpj, u_cpf: users.empresa.cpf });
  });

  it('saves the company’s record with the city names of the chosen ids', async () => {
    const { cookie } = await loginAs(users.empresa);
    const id_cidade = await campinasId(cookie);
    const { status, json } = await saveForm({ area: 'empresa', cookie, body: { ...validForm, id_cidade } });
    expect({ status, msg: json.msg }).toEqual({ status: 200, msg: dataUpdatedSuccessMessage });
    const { data } = await empresas().get({ tenant: 'alfa', id: 'empresa-1' }).go();
    expect(data).toMatchObject({ nome: 'Metalúrgica Alfa Ltda', cep: '13015904', uf: 'SP', cidade: 'Campinas' });
    const again = await call('GET', path, { area: 'empresa', cookie });
    expect(again.json.data).toMatchObject({ u_nome: 'Maria Souza', u_email: 'maria@metalurgica-alfa.com.br' });
  });

  it('answers field errors for missing required fields and changes nothing', async () => {
    const { cookie } = await loginAs(users.empresa);
    const before = (await empresas().get({ tenant: 'alfa', id: 'empresa-1' }).go()).data;
    const { status, json } = await saveForm({ area: 'empresa', cookie, body: { ...validForm, nome: '', tel_com: '' } });
    expect(status).toBe(400);
    expect((json.data as { fields: Record<string, string[]> }).fields).toMatchObject({
      nome: ['Campo obrigatório'],
      tel_com: ['Campo obrigatório'],
    });
    expect((await empresas().get({ tenant: 'alfa', id: 'empresa-1' }).go()).data).toEqual(before);
  });

  it('refuses a change of CNPJ, the login key', async () => {
    const { cookie } = await loginAs(users.empresa);
    const id_cidade = await campinasId(cookie);
    const { status, json } = await saveForm({
      area: 'empresa',
      cookie,
      body: { ...validForm, id_cidade, cnpj: '01.758.212/0001-03' },
    });
    expect(status).toBe(400);
    expect(json.data).toEqual({ fields: { cnpj: ['O CNPJ não pode ser alterado. Entre em contato conosco.'] } });
  });

  it('refuses a city that is not of the chosen state', async () => {
    const { cookie } = await loginAs(users.empresa);
    const { status, json } = await saveForm({ area: 'empresa', cookie, body: { ...validForm, id_estado: 33, id_cidade: await campinasId(cookie) } });
    expect(status).toBe(400);
    expect(json.data).toEqual({ fields: { id_cidade: ['Selecione uma opção válida'] } });
  });

  it('changes the password only with the right current one, and the new one then logs in', async () => {
    const { cookie } = await loginAs(users.credenciada);
    const current = (await call('GET', path, { area: 'credenciada', cookie })).json.data as Record<string, unknown>;
    const form = { ...validForm, ...current, cnae: '8630-5/03', ie: 'isento', cep: '01310-100', end: 'Avenida Paulista', num: '1500', bairro: 'Bela Vista', tel_com: '(11) 3000-0000', id_estado: 35 };
    const { json: saoPaulo } = await call('GET', `${buildPath(apiRoute('cidades'), { tenant: 'alfa', id_estado: 35 })}?search=sao+paulo`, {
      area: 'credenciada',
      cookie,
    });
    form.id_cidade = (saoPaulo.data as { id: number; nome: string }[]).find((c) => c.nome === 'São Paulo')!.id;
    const wrong = await saveForm({
      area: 'credenciada',
      cookie,
      body: { ...form, senha_atual: 'errada', senha_nova: 'nova-senha', senha_confirma: 'nova-senha' },
    });
    expect(wrong.json.data).toEqual({ fields: { senha_atual: ['Senha atual incorreta'] } });
    const mismatch = await saveForm({
      area: 'credenciada',
      cookie,
      body: { ...form, senha_atual: senha, senha_nova: 'nova-senha', senha_confirma: 'outra' },
    });
    expect(mismatch.json.data).toEqual({ fields: { senha_confirma: ['As senhas não conferem'] } });
    const short = await saveForm({
      area: 'credenciada',
      cookie,
      body: { ...form, senha_atual: senha, senha_nova: '123', senha_confirma: '123' },
    });
    expect(short.json.data).toEqual({ fields: { senha_nova: ['Campo deve conter ao menos 6 caracteres'] } });
    const ok = await saveForm({
      area: 'credenciada',
      cookie,
      body: { ...form, senha_atual: senha, senha_nova: 'nova-senha', senha_confirma: 'nova-senha' },
    });
    expect(ok.status).toBe(200);
    expect((await loginAs(users.credenciada, 'nova-senha')).status).toBe(200);
    expect((await loginAs(users.credenciada, senha)).status).toBe(400);
  });

  it('answers 404 to a partner user whose partner record is gone, and refuses that user a new login', async () => {
    // Prepare: logged in while the partner existed
    const { cookie } = await loginAs(users.parceiro);
    // Act
    await parceiros().delete({ tenant: 'alfa', id: 'parceiro-1' }).go();
    // Assess
    expect((await call('GET', path, { area: 'parceiro', cookie })).status).toBe(404);
    expect((await loginAs(users.parceiro)).status).not.toBe(200);
  });
});
