import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  agenteTabela24Message,
  apiRoute,
  buildPath,
  deleteForbiddenMessage,
  fatorRiscoNomeTakenMessage,
  invalidOptionMessage,
  laboratorioJaCadastradoMessage,
  laboratorioPadraoUnicoMessage,
  maxChars,
  recordSavedMessage,
  requiredMessage,
  selecioneLaboratorioMessage,
  toQueryString,
} from '@ocupacional/shared';
import { hashPassword } from '../../functions/src/platform/passwords';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { findCidade } from '../../functions/src/reference';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 15, wave 1: LTCAT › Fatores de Risco (spec 3 §2.3, §3, §5, §6, §7). Every field of the factor, the Tabela 24
 * check, the laboratories sub-table with its two messages and one default, the eSocial category filter (several
 * categories merged by name, page by page, within the read meter), permissions 568 and 303, tenant isolation, the soft
 * delete and the Excel export read back.
 */

type Lab = { id_lab: string; laboratorio: string; valor_custo: number; valor_venda: number; padrao: 0 | 1 };
type Row = { id: string; nome: string; cat_esocial: number | null; cod_esocial: string | null; versao: number; laboratorios: Lab[] } & Record<string, unknown>;
type Page = { data: Row[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

describe('issue 15: LTCAT › Fatores de Risco', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', fatores: '', valores: '', beta: '' };
  const size = 2;
  const manaus = findCidade('AM', 'Manaus')!;
  const labs: Record<string, string> = {};
  const ids = new Map<string, string>();
  let tabela = '';

  const login = async (user: { cpf: string }, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf: user.cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const save = (body: unknown, who: keyof typeof cookies = 'admin') => as(who)('POST', buildPath(apiRoute('fatorRiscoSalvar')), body);
  const fator = (nome: string, extra: Record<string, unknown> = {}) => ({
    nome,
    nome_comercial: `${nome} (comercial)`,
    cod_metodologia: 'NHO 01',
    desc_metodologia: 'Norma de Higiene Ocupacional 01 da Fundacentro',
    ...extra,
  });
  const get = async (id: string, who: keyof typeof cookies = 'admin') => (await as(who)('GET', buildPath(apiRoute('fatorRisco'), { id }))).json.data as Row;
  const walk = async (filter?: object, search?: string) => {
    const rows: Row[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const answer = await as('admin')('GET', `${buildPath(apiRoute('fatorRiscoLista'))}${toQueryString({ pagination: size, search, cursor, filter })}`);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(Number(answer.response.headers.get(readMeterHeader.items))).toBeLessThanOrEqual(2 * size + 2);
      rows.push(...(answer.json.data as Page).data);
      cursor = (answer.json.data as Page).pagination.next ?? undefined;
      if (!cursor) break;
    }
    return rows;
  };
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
    cookies.fatores = await user('web-fatores', '52998224725', [568]);
    cookies.valores = await user('web-valores', '11144477735', [568, 303]);
    for (const [nome, cnpj] of [
      ['Lab Amazônia', '11222333000181'],
      ['Lab Bahia', '19131243000197'],
    ] as const) {
      const answer = await as('admin')('POST', buildPath(apiRoute('laboratorioSalvar')), {
        nome,
        cnpj,
        cep: '69000-000',
        end: 'Rua A',
        num: '1',
        bairro: 'Centro',
        id_estado: manaus.id_estado,
        id_cidade: manaus.id,
        tel_com: '(92) 3333-4444',
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      labs[nome] = (answer.json.data as { id: string }).id;
    }
    const tab = await as('admin')('POST', buildPath(apiRoute('tabelaDinamicaSalvar')), { nome: 'Dosimetria de ruído' });
    expect(tab.status, JSON.stringify(tab.json)).toBe(200);
    tabela = (tab.json.data as { id: string }).id;
  }, 120_000);
  afterAll(() => cloud?.stop());

  it('answers the field messages: required fields, Tabela 24 code unknown, laboratory not selected, repeated, two defaults', async () => {
    // Prepare
    const a = labs['Lab Amazônia'];
    // Act
    const empty = await save({});
    const longo = await save(fator('x'.repeat(101), { cod_esocial: '02.01.999', cod_cas: '71-43-3', id_tipo_unidade_medida: 290, id_tab: 'nenhuma' }));
    const semLab = await save(fator('Ruído', { laboratorios: [{ id_lab: '', valor_custo: 100 }, { id_lab: a }, { id_lab: a }] }));
    const doisPadroes = await save(fator('Ruído', { laboratorios: [{ id_lab: a, padrao: 1 }, { id_lab: labs['Lab Bahia'], padrao: 1 }] }));
    const labAlheio = await save(fator('Ruído', { laboratorios: [{ id_lab: 'lab-inexistente' }] }));
    // Assess
    expect(empty.status).toBe(400);
    expect((empty.json.data as Fields).fields).toEqual({
      nome: [requiredMessage],
      nome_comercial: [requiredMessage],
      cod_metodologia: [requiredMessage],
      desc_metodologia: [requiredMessage],
    });
    expect((longo.json.data as Fields).fields).toEqual({ nome: [maxChars(100)], cod_cas: [expect.any(String)], id_tipo_unidade_medida: [invalidOptionMessage] });
    expect((semLab.json.data as Fields).fields).toEqual({
      'laboratorios.0.id_lab': [selecioneLaboratorioMessage],
      'laboratorios.2.id_lab': [laboratorioJaCadastradoMessage],
    });
    expect((doisPadroes.json.data as Fields).fields).toEqual({ laboratorios: [laboratorioPadraoUnicoMessage] });
    expect((labAlheio.json.data as Fields).fields).toEqual({ 'laboratorios.0.id_lab': [invalidOptionMessage] });
    const server = await save(fator('Ruído', { cod_esocial: '02.01.999', id_tab: 'nenhuma' }));
    expect((server.json.data as Fields).fields).toEqual({ cod_esocial: [agenteTabela24Message], id_tab: [invalidOptionMessage] });
  });

  it('saves every field with its laboratories (cents, first line the default), reads them back and keeps the name unique', async () => {
    // Act
    const answer = await save(
      fator('Ruído contínuo', {
        cod_esocial: '02.01.001',
        cat_esocial: 271,
        cod_cas: '71-43-2',
        id_tipo_unidade_medida: 294,
        un_medida: 'dB(A)',
        id_tab: tabela,
        esocial_atividade_per: ['Operação de prensas'],
        amostra: 'Dosimetria de jornada',
        vazao: '1,5 L/min',
        volume: '480 L',
        cod_amostrador: 'DOS-500',
        desc_amostrador: 'Dosímetro de ruído',
        laboratorios: [
          { id_lab: labs['Lab Bahia'], valor_custo: '1.234,56', valor_venda: 200000 },
          { id_lab: labs['Lab Amazônia'], valor_custo: 5000, valor_venda: '80,00' },
        ],
      }),
    );
    const repetido = await save(fator('RUIDO  CONTINUO'));
    // Assess
    expect(answer.json.msg, JSON.stringify(answer.json)).toBe(recordSavedMessage);
    const id = (answer.json.data as { id: string }).id;
    ids.set('Ruído contínuo', id);
    expect((repetido.json.data as Fields).fields).toEqual({ nome: [fatorRiscoNomeTakenMessage] });
    const row = await get(id);
    expect(row).toMatchObject({
      nome: 'Ruído contínuo',
      // The code's group wins over the category chosen: 02 is físico (270).
      cat_esocial: 270,
      categoria: 'Físico',
      cod_esocial: '0201001',
      agente: 'Ruído',
      cod_cas: '71-43-2',
      id_tipo_unidade_medida: 294,
      id_tab: tabela,
      esocial_atividade_per: ['Operação de prensas'],
      vazao: '1,5 L/min',
      usuario: expect.any(String),
      ativo: 1,
      versao: 1,
    });
    expect(row.laboratorios).toEqual([
      { id_fat: id, id_lab: labs['Lab Bahia'], laboratorio: 'Lab Bahia', nome: 'Ruído contínuo', valor_custo: 123456, valor_venda: 200000, padrao: 1 },
      { id_fat: id, id_lab: labs['Lab Amazônia'], laboratorio: 'Lab Amazônia', nome: 'Ruído contínuo', valor_custo: 5000, valor_venda: 8000, padrao: 0 },
    ]);
  });

  it('filters by eSocial category, one or several merged by name, page by page within the read meter', async () => {
    // Prepare
    for (const [nome, extra] of [
      ['Benzeno', { cod_esocial: '01.03.001' }],
      ['Calor', { cat_esocial: 270 }],
      ['Tolueno', { cat_esocial: 271 }],
      ['Vibração', { cod_esocial: '02.01.003' }],
      ['Vírus', { cat_esocial: 272 }],
      ['Poeira', {}],
      ['Acetona', { cat_esocial: 271 }],
    ] as const) {
      const answer = await save(fator(nome, extra));
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      ids.set(nome, (answer.json.data as { id: string }).id);
    }
    // Act
    const fisicos = await walk({ cat_esocial: [270] });
    const fisicosQuimicos = await walk({ cat_esocial: [271, 270] });
    const comBusca = await walk({ cat_esocial: [270, 271] }, 'to');
    const todos = await walk();
    const invalida = await as('admin')('GET', `${buildPath(apiRoute('fatorRiscoLista'))}${toQueryString({ filter: { cat_esocial: [999] } })}`);
    const total = ((await as('admin')('GET', buildPath(apiRoute('fatorRiscoLista')))).json.data as Page).pagination.total;
    // Assess
    expect(fisicos.map((row) => row.nome)).toEqual(['Calor', 'Ruído contínuo', 'Vibração']);
    expect(fisicosQuimicos.map((row) => row.nome)).toEqual(['Acetona', 'Benzeno', 'Calor', 'Ruído contínuo', 'Tolueno', 'Vibração']);
    expect(comBusca.map((row) => row.nome)).toEqual(['Tolueno']);
    expect(todos).toHaveLength(8);
    expect(invalida.status).toBe(400);
    expect(total).toBe(8);
  });

  it('permissions: 568 saves and deletes, changing laboratory values also needs 303; others 403', async () => {
    // Prepare
    const calor = ids.get('Calor') ?? '';
    const vazio = await get(calor);
    // Act
    const operador = await save(fator('Frio'), 'operador');
    const semLabs = await save({ ...fator('Calor', { cat_esocial: 270 }), id: calor, versao: vazio.versao, un_medida: 'IBUTG' }, 'fatores');
    const comLabs = await save({ ...fator('Calor', { cat_esocial: 270 }), id: calor, versao: 2, laboratorios: [{ id_lab: labs['Lab Amazônia'], valor_venda: 100 }] }, 'fatores');
    const novoComLabs = await save(fator('Frio', { laboratorios: [{ id_lab: labs['Lab Amazônia'] }] }), 'fatores');
    const valores = await save({ ...fator('Calor', { cat_esocial: 270 }), id: calor, versao: 2, laboratorios: [{ id_lab: labs['Lab Amazônia'], valor_venda: 100 }] }, 'valores');
    const deletarNegado = await as('operador')('POST', buildPath(apiRoute('fatorRiscoDeletar')), { ids: [calor] });
    // Assess
    expect(operador.status).toBe(403);
    expect(semLabs.status, JSON.stringify(semLabs.json)).toBe(200);
    expect(comLabs.status).toBe(403);
    expect(novoComLabs.status).toBe(403);
    expect(valores.status, JSON.stringify(valores.json)).toBe(200);
    expect(deletarNegado.status).toBe(403);
    expect(deletarNegado.json.msg).toBe(deleteForbiddenMessage);
    expect((await get(calor, 'operador')).laboratorios).toMatchObject([{ laboratorio: 'Lab Amazônia', valor_venda: 100, padrao: 1 }]);
  });

  it("answers 404 for another tenant's factor on read, edit and delete", async () => {
    // Prepare
    const id = ids.get('Benzeno') ?? '';
    // Act
    const read = await as('beta')('GET', buildPath(apiRoute('fatorRisco'), { id }));
    const edit = await save({ ...fator('Roubado'), id, versao: 1 }, 'beta');
    const remove = await as('beta')('POST', buildPath(apiRoute('fatorRiscoDeletar')), { ids: [id] });
    // Assess
    expect([read.status, edit.status, remove.status]).toEqual([404, 404, 404]);
    expect((await get(id)).nome).toBe('Benzeno');
  });

  it('soft-deletes (gone from the list and the laboratory tab, the name free again) and exports the filtered list as Excel', async () => {
    // Prepare
    const poeira = ids.get('Poeira') ?? '';
    await save({ ...fator('Poeira'), id: poeira, versao: 1, laboratorios: [{ id_lab: labs['Lab Bahia'], valor_venda: 990 }] });
    // Act
    const deletar = await as('fatores')('POST', buildPath(apiRoute('fatorRiscoDeletar')), { ids: [poeira] });
    const denovo = await as('admin')('POST', buildPath(apiRoute('fatorRiscoDeletar')), { ids: [poeira] });
    const reuso = await save(fator('Poeira'));
    const excel = await as('admin')('GET', `${buildPath(apiRoute('fatorRiscoExcel'))}${toQueryString({ filter: { cat_esocial: [270] } })}`);
    const tab = await as('admin')('GET', buildPath(apiRoute('laboratorioFatorRisco'), { id: labs['Lab Bahia'] ?? '' }));
    // Assess
    expect(deletar.status, JSON.stringify(deletar.json)).toBe(200);
    expect(denovo.status).toBe(404);
    expect(reuso.status).toBe(200);
    expect((await as('admin')('GET', buildPath(apiRoute('fatorRisco'), { id: poeira }))).status).toBe(404);
    expect((tab.json.data as { data: { nome: string }[] }).data.map((row) => row.nome)).toEqual(['Ruído contínuo']);
    const file = excel.json.data as { contents: string; filename: string };
    expect(file.filename).toMatch(/^fatores-de-risco-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contents, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Fatores de Risco');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Nome',
      'Nome Comercial',
      'Categoria eSocial',
      'Código eSocial (Tabela 24)',
      'CAS',
      'Código da Metodologia',
      'Metodologia',
      'Unidade de Medida',
      'Ativo',
    ]);
    expect(sheet?.getRow(3).values).toEqual([
      undefined,
      'Ruído contínuo',
      'Ruído contínuo (comercial)',
      'Físico',
      '02.01.001',
      '71-43-2',
      'NHO 01',
      'Norma de Higiene Ocupacional 01 da Fundacentro',
      'decibel (A) (dB(A))',
      'Sim',
    ]);
    expect(sheet?.rowCount).toBe(4);
  });
});
