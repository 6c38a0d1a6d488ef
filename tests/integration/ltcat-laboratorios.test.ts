import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoute,
  buildPath,
  deleteForbiddenMessage,
  invalidCnpjMessage,
  invalidOptionMessage,
  laboratorioCnpjTakenMessage,
  laboratorioPadraoObrigatorioMessage,
  laboratorioVinculadoMessage,
  recordSavedMessage,
  requiredMessage,
  toQueryString,
} from '@ocupacional/shared';
import { hashPassword } from '../../functions/src/platform/passwords';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { findCidade } from '../../functions/src/reference';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 15, wave 1: LTCAT › Laboratórios (spec 3 §2.3, §3, §6, §7): the record (address with state and city, CNPJ
 * unique in the tenant, the tenant's code sequence), the list, permission 570, tenant isolation, the tab 'Fator de
 * Risco desse Laboratório' edited in bulk (303) and seen from the factor's side (the same link items, one default per
 * factor), and the soft delete refused while the laboratory prices a live factor.
 */

type Lab = { id: string; codigo: number; nome: string; cnpj: string; uf: string | null; cidade: string | null; versao: number };
type Page = { data: Lab[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };
type Valor = { id_fat: string; id_lab: string; laboratorio: string; nome: string; valor_custo: number; valor_venda: number; padrao: 0 | 1 };

describe('issue 15: LTCAT › Laboratórios', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', labs: '', valores: '', beta: '' };
  const manaus = findCidade('AM', 'Manaus')!;
  const labs: Record<string, string> = {};
  const fatores: Record<string, string> = {};

  const login = async (user: { cpf: string }, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf: user.cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const lab = (nome: string, cnpj: string, extra: Record<string, unknown> = {}) => ({
    nome,
    cnpj,
    cep: '69000-000',
    end: 'Av. Eduardo Ribeiro',
    num: '520',
    bairro: 'Centro',
    id_estado: manaus.id_estado,
    id_cidade: manaus.id,
    tel_com: '(92) 3333-4444',
    ...extra,
  });
  const save = (body: unknown, who: keyof typeof cookies = 'admin') => as(who)('POST', buildPath(apiRoute('laboratorioSalvar')), body);
  const bulk = (id: string, items: unknown[], who: keyof typeof cookies = 'valores') =>
    as(who)('POST', buildPath(apiRoute('laboratorioFatorRiscoSalvar'), { id }), { items });
  const tab = async (id: string) => ((await as('admin')('GET', buildPath(apiRoute('laboratorioFatorRisco'), { id }))).json.data as { data: Valor[] }).data;
  const fatorLabs = async (id: string) => ((await as('admin')('GET', buildPath(apiRoute('fatorRisco'), { id }))).json.data as { laboratorios: Valor[] }).laboratorios;
  const user = async (id: string, cpf: string, acessoPermissao: number[]) => {
    await usuarios()
      .put({
        tenant: tenants.alfa.tenant,
        id,
        pointType: 'web',
        pointNome: 'web alfa',
        pointCnpj: tenants.alfa.cnpj,
        cpf,
        nome: `Usuário ${id}`,
        usuario: id,
        email: `${id}@alfa.example.com.br`,
        senhaHash: await hashPassword(senha),
        acessoModulo: [1],
        acessoPermissao,
        sessao: 8,
      })
      .go();
    return login({ cpf }, tenants.alfa.cnpj);
  };

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    await usuarios()
      .put({
        tenant: tenants.beta.tenant,
        id: 'web-adm-beta',
        pointType: 'web',
        pointNome: 'web beta',
        pointCnpj: tenants.beta.cnpj,
        cpf: users.webAdmin.cpf,
        nome: 'Administrador beta',
        usuario: 'web-adm-beta',
        email: 'web-adm@beta.example.com.br',
        senhaHash: await hashPassword(senha),
        isAdm: true,
        sessao: 8,
      })
      .go();
    cookies.admin = await login(users.webAdmin, tenants.alfa.cnpj);
    cookies.operador = await login(users.webOperador, tenants.alfa.cnpj);
    cookies.beta = await login(users.webAdmin, tenants.beta.cnpj);
    cookies.labs = await user('web-labs', '52998224725', [570]);
    cookies.valores = await user('web-valores', '11144477735', [303]);
  }, 120_000);
  afterAll(() => cloud?.stop());

  it('answers the field messages: required fields, CNPJ check digits, unknown city', async () => {
    // Act
    const empty = await save({});
    const invalid = await save(lab('Lab', '11222333000182', { id_cidade: 999, email: 'lab@' }));
    // Assess
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.json.data as Fields).fields).sort()).toEqual(['bairro', 'cnpj', 'end', 'id_cidade', 'id_estado', 'nome', 'num', 'tel_com']);
    expect((empty.json.data as Fields).fields.nome).toEqual([requiredMessage]);
    expect((invalid.json.data as Fields).fields).toMatchObject({ cnpj: [invalidCnpjMessage] });
    expect((await save(lab('Lab', '11222333000181', { id_cidade: 999 }))).json.data).toEqual({ fields: { id_cidade: [invalidOptionMessage] } });
  });

  it('creates laboratories with the next code, one per CNPJ, lists them by name and CNPJ prefix; 570 to save', async () => {
    // Act
    for (const [nome, cnpj, who] of [
      ['Lab Bahia', '19.131.243/0001-97', 'admin'],
      ['Lab Amazônia', '11222333000181', 'labs'],
      ['Lab Ceará', '45997418000153', 'admin'],
    ] as const) {
      const answer = await save(lab(nome, cnpj, { resp: 'Dra. Ana', email: 'lab@lab.com.br' }), who);
      expect(answer.json.msg, JSON.stringify(answer.json)).toBe(recordSavedMessage);
      labs[nome] = (answer.json.data as { id: string }).id;
    }
    const repetido = await save(lab('Outro', '11222333000181'));
    const operador = await save(lab('Operador', '04252011000110'), 'operador');
    const outroTenant = await save(lab('Lab Amazônia', '11222333000181'), 'beta');
    const list = await as('operador')('GET', `${buildPath(apiRoute('laboratorioLista'))}${toQueryString({ pagination: 2 })}`);
    const porCnpj = await as('admin')('GET', `${buildPath(apiRoute('laboratorioLista'))}${toQueryString({ search: '11.222' })}`);
    // Assess
    expect((repetido.json.data as Fields).fields).toEqual({ cnpj: [laboratorioCnpjTakenMessage] });
    expect(operador.status).toBe(403);
    expect(outroTenant.status).toBe(200);
    const page = list.json.data as Page;
    expect(page.data.map((row) => [row.nome, row.codigo, row.cidade, row.uf])).toEqual([
      ['Lab Amazônia', 2, 'Manaus', 'AM'],
      ['Lab Bahia', 1, 'Manaus', 'AM'],
    ]);
    expect(page.pagination.total).toBe(3);
    expect(Number(list.response.headers.get(readMeterHeader.items))).toBeLessThanOrEqual(2 * 2 + 2);
    expect((porCnpj.json.data as Page).data.map((row) => row.nome)).toEqual(['Lab Amazônia']);
  });

  it("answers 404 for another tenant's laboratory on read, edit, delete and its factors' tab", async () => {
    // Prepare
    const id = labs['Lab Bahia'] ?? '';
    // Act
    const statuses = await Promise.all([
      as('beta')('GET', buildPath(apiRoute('laboratorio'), { id })),
      save({ ...lab('Roubado', '19131243000197'), id, versao: 1 }, 'beta'),
      as('beta')('POST', buildPath(apiRoute('laboratorioDeletar')), { ids: [id] }),
      as('beta')('GET', buildPath(apiRoute('laboratorioFatorRisco'), { id })),
      as('beta')('POST', buildPath(apiRoute('laboratorioFatorRiscoSalvar'), { id }), { items: [] }),
    ]);
    // Assess
    expect(statuses.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
  });

  it('edits values in bulk from the laboratory (303): links new factors, moves the default, and the factor side reads the same values', async () => {
    // Prepare
    for (const nome of ['Ruído', 'Benzeno', 'Tolueno']) {
      const answer = await as('admin')('POST', buildPath(apiRoute('fatorRiscoSalvar')), {
        nome,
        nome_comercial: nome,
        cod_metodologia: 'NHO',
        desc_metodologia: 'Fundacentro',
        laboratorios: nome === 'Tolueno' ? [] : [{ id_lab: labs['Lab Bahia'], valor_custo: 1000, valor_venda: 2000 }],
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      fatores[nome] = (answer.json.data as { id: string }).id;
    }
    const amazonia = labs['Lab Amazônia'] ?? '';
    // Act
    const negado = await bulk(amazonia, [{ id_fat: fatores.Ruído, valor_venda: 1 }], 'labs');
    const invalido = await bulk(amazonia, [{ id_fat: 'nenhum' }, { id_fat: fatores.Ruído }]);
    const repetido = await bulk(amazonia, [{ id_fat: fatores.Ruído }, { id_fat: fatores.Ruído }]);
    const answer = await bulk(amazonia, [
      { id_fat: fatores.Ruído, valor_custo: '15,00', valor_venda: '30,00', padrao: 1 },
      { id_fat: fatores.Benzeno, valor_custo: 500, valor_venda: 900 },
      { id_fat: fatores.Tolueno, valor_custo: 700, valor_venda: 1400 },
    ]);
    const tirarPadrao = await bulk(amazonia, [{ id_fat: fatores.Ruído, valor_custo: 1500, valor_venda: 3000, padrao: 0 }]);
    // Assess
    expect(negado.status).toBe(403);
    expect((invalido.json.data as Fields).fields).toEqual({ 'items.0.id_fat': [invalidOptionMessage] });
    expect((repetido.json.data as Fields).fields).toEqual({ 'items.1.id_fat': [invalidOptionMessage] });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect((await tab(amazonia)).map((row) => [row.nome, row.valor_custo, row.valor_venda, row.padrao])).toEqual([
      ['Benzeno', 500, 900, 0],
      ['Ruído', 1500, 3000, 1],
      ['Tolueno', 700, 1400, 1],
    ]);
    expect((await fatorLabs(fatores.Ruído ?? '')).map((row) => [row.laboratorio, row.valor_venda, row.padrao])).toEqual([
      ['Lab Amazônia', 3000, 1],
      ['Lab Bahia', 2000, 0],
    ]);
    expect((await fatorLabs(fatores.Benzeno ?? '')).map((row) => [row.laboratorio, row.padrao])).toEqual([
      ['Lab Bahia', 1],
      ['Lab Amazônia', 0],
    ]);
    expect((tirarPadrao.json.data as Fields).fields).toEqual({ 'items.0.padrao': [laboratorioPadraoObrigatorioMessage] });
  });

  it('refuses to delete a laboratory that prices a live factor (570), and deletes it once the factor is gone', async () => {
    // Prepare
    const ceara = labs['Lab Ceará'] ?? '';
    const amazonia = labs['Lab Amazônia'] ?? '';
    // Act
    const negado = await as('operador')('POST', buildPath(apiRoute('laboratorioDeletar')), { ids: [ceara] });
    const vinculado = await as('labs')('POST', buildPath(apiRoute('laboratorioDeletar')), { ids: [ceara, amazonia] });
    await as('admin')('POST', buildPath(apiRoute('fatorRiscoDeletar')), { ids: [fatores.Tolueno] });
    const aindaVinculado = await as('labs')('POST', buildPath(apiRoute('laboratorioDeletar')), { ids: [amazonia] });
    const livre = await as('labs')('POST', buildPath(apiRoute('laboratorioDeletar')), { ids: [ceara] });
    // Assess
    expect(negado.status).toBe(403);
    expect(negado.json.msg).toBe(deleteForbiddenMessage);
    expect(vinculado.status).toBe(400);
    expect(vinculado.json.msg).toBe(laboratorioVinculadoMessage);
    expect(aindaVinculado.status).toBe(400);
    expect(livre.status, JSON.stringify(livre.json)).toBe(200);
    expect((await as('admin')('GET', buildPath(apiRoute('laboratorio'), { id: ceara }))).status).toBe(404);
    const list = (await as('admin')('GET', buildPath(apiRoute('laboratorioLista')))).json.data as Page;
    expect(list.pagination.total).toBe(2);
    // The CNPJ is free again.
    expect((await save(lab('Lab Ceará II', '45997418000153'))).status).toBe(200);
  });
});
