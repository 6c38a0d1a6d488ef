import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  agenteTabela24Message,
  apiRoute,
  buildPath,
  deleteForbiddenMessage,
  invalidOptionMessage,
  maxChars,
  recordSavedMessage,
  requiredMessage,
  riscoNomeTakenMessage,
  toQueryString,
} from '@ocupacional/shared';
import { hashPassword } from '../../functions/src/platform/passwords';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 14, Configurações › Riscos on the registry pattern (cadastros-exames.test.ts holds the pattern's full proof):
 * each risk with its Tabela 24 code (99.99.999, checked against the table the eSocial module ships) and its category
 * (the code's group: 01 químico, 02 físico, 03 biológico…; chosen when there is no code), the name unique in the
 * tenant, the list by name and by code prefix, edits at the version read, the soft delete for administrators only,
 * tenant isolation and the Excel export.
 */

type Row = { id: string; nome: string; codigo_esocial: string | null; agente: string | null; categoria: string; cat_esocial: number | null; ativo: 0 | 1; versao: number };
type Page = { data: Row[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

describe('issue 14: Configurações › Riscos', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', beta: '' };
  const size = 2;

  const login = async (user: { cpf: string }, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf: user.cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const save = (body: unknown, who: keyof typeof cookies = 'admin') => as(who)('POST', buildPath(apiRoute('riscoSalvar')), body);
  const walk = async (search?: string) => {
    const rows: Row[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const answer = await as('admin')('GET', `${buildPath(apiRoute('riscoLista'))}${toQueryString({ pagination: size, search, cursor })}`);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(Number(answer.response.headers.get(readMeterHeader.items))).toBeLessThanOrEqual(2 * size + 2);
      rows.push(...(answer.json.data as Page).data);
      cursor = (answer.json.data as Page).pagination.next ?? undefined;
      if (!cursor) break;
    }
    return rows;
  };
  const total = async () => ((await as('admin')('GET', buildPath(apiRoute('riscoLista')))).json.data as Page).pagination.total;
  const ids = new Map<string, string>();

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
  }, 120_000);
  afterAll(() => cloud?.stop());

  it('answers the field messages: required name, category without a code, code not in Tabela 24, malformed code, unknown category', async () => {
    // Act
    const empty = await save({});
    const malformado = await save({ nome: 'x'.repeat(101), codigo_esocial: '02.01', categoria: 'radioativo' });
    const inexistente = await save({ nome: 'Agente inventado', codigo_esocial: '02.01.999' });
    // Assess
    expect(empty.status).toBe(400);
    expect((empty.json.data as Fields).fields).toEqual({ nome: [requiredMessage], categoria: [requiredMessage] });
    expect((malformado.json.data as Fields).fields).toEqual({ nome: [maxChars(100)], codigo_esocial: [agenteTabela24Message], categoria: [invalidOptionMessage] });
    expect((inexistente.json.data as Fields).fields).toEqual({ codigo_esocial: [agenteTabela24Message] });
    expect(await total()).toBe(0);
  });

  it('creates risks with their Tabela 24 code and the category of its group, one per name, and lists them by name and by code prefix', async () => {
    // Act
    for (const [nome, codigo_esocial, categoria] of [
      ['Ruído contínuo', '02.01.001', 'quimico'],
      ['Benzeno', '0103001', null],
      ['Postura inadequada', null, 'ergonomico'],
      ['Vírus e bactérias', '03.01.001', ''],
      ['Ausência de risco', '09.01.001', null],
      ['Frio', '00.00.000', 'fisico'],
    ] as const) {
      const answer = await save({ nome, codigo_esocial, categoria, descricao: `Risco ${nome}` });
      expect(answer.json.msg, JSON.stringify(answer.json)).toBe(recordSavedMessage);
      ids.set(nome, (answer.json.data as { id: string }).id);
    }
    const repetido = await save({ nome: 'RUIDO  CONTINUO', codigo_esocial: '02.01.001' });
    const outroTenant = await save({ nome: 'Ruído contínuo', codigo_esocial: '02.01.001' }, 'beta');
    // Assess
    expect((repetido.json.data as Fields).fields).toEqual({ nome: [riscoNomeTakenMessage] });
    expect(outroTenant.status).toBe(200);
    const all = await walk();
    expect(all.map((row) => [row.nome, row.codigo_esocial, row.categoria, row.cat_esocial])).toEqual([
      ['Ausência de risco', '0901001', 'ausencia', 275],
      ['Benzeno', '0103001', 'quimico', 271],
      ['Frio', null, 'fisico', 270],
      ['Postura inadequada', null, 'ergonomico', null],
      ['Ruído contínuo', '0201001', 'fisico', 270],
      ['Vírus e bactérias', '0301001', 'biologico', 272],
    ]);
    expect(all.find((row) => row.nome === 'Ruído contínuo')?.agente).toBe('Ruído');
    expect(await total()).toBe(6);
    expect((await walk('02.01')).map((row) => row.nome)).toEqual(['Ruído contínuo']);
    expect((await walk('0')).map((row) => row.nome)).toEqual(['Benzeno', 'Ruído contínuo', 'Vírus e bactérias', 'Ausência de risco']);
    expect((await walk('ruido')).map((row) => row.nome)).toEqual(['Ruído contínuo']);
  });

  it('edits at the version read (code removed, name moved), soft-deletes for administrators only and exports Excel', async () => {
    // Prepare
    const ruido = ids.get('Ruído contínuo') ?? '';
    const frio = ids.get('Frio') ?? '';
    // Act
    const edit = await save({ id: ruido, versao: 1, nome: 'Ruído de impacto', codigo_esocial: '', categoria: 'fisico' });
    const stale = await save({ id: ruido, versao: 1, nome: 'Ruído de impacto', codigo_esocial: '02.01.001' });
    const tomado = await save({ id: ruido, versao: 2, nome: 'Frio', categoria: 'fisico' });
    const livre = await save({ nome: 'Ruído contínuo', codigo_esocial: '02.01.001' });
    const salvarNegado = await save({ nome: 'Operador', categoria: 'acidente' }, 'operador');
    const negado = await as('operador')('POST', buildPath(apiRoute('riscoDeletar')), { ids: [frio] });
    const deletar = await as('admin')('POST', buildPath(apiRoute('riscoDeletar')), { ids: [frio] });
    const denovo = await as('admin')('POST', buildPath(apiRoute('riscoDeletar')), { ids: [frio] });
    const reuso = await save({ nome: 'Frio', categoria: 'fisico' });
    const excel = await as('admin')('GET', `${buildPath(apiRoute('riscoExcel'))}${toQueryString({ search: '02' })}`);
    // Assess
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(stale.status).toBe(409);
    expect((tomado.json.data as Fields).fields).toEqual({ nome: [riscoNomeTakenMessage] });
    expect(livre.status, JSON.stringify(livre.json)).toBe(200);
    expect(salvarNegado.status).toBe(403);
    expect((await as('operador')('GET', buildPath(apiRoute('risco'), { id: ruido }))).json.data).toMatchObject({
      nome: 'Ruído de impacto',
      codigo_esocial: null,
      descricao: null,
      versao: 2,
    });
    expect((await walk('0201')).map((row) => row.nome)).toEqual(['Ruído contínuo']);
    expect(negado.status).toBe(403);
    expect(negado.json.msg).toBe(deleteForbiddenMessage);
    expect(deletar.status).toBe(200);
    expect(denovo.status).toBe(404);
    expect((await as('admin')('GET', buildPath(apiRoute('risco'), { id: frio }))).status).toBe(404);
    expect(reuso.status, JSON.stringify(reuso.json)).toBe(200);
    expect(await total()).toBe(7);
    const file = excel.json.data as { contents: string };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contents, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Riscos');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Nome', 'Código eSocial (Tabela 24)', 'Agente Nocivo', 'Categoria', 'Descrição', 'Ativo']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Ruído contínuo', '02.01.001', 'Ruído', 'Físico', '', 'Sim']);
    expect(sheet?.rowCount).toBe(2);
  });

  it("answers 404 for another tenant's risk, on read, edit and delete", async () => {
    // Prepare
    const id = ids.get('Benzeno') ?? '';
    // Act
    const get = await as('beta')('GET', buildPath(apiRoute('risco'), { id }));
    const edit = await save({ id, versao: 1, nome: 'Roubado', categoria: 'fisico' }, 'beta');
    const remove = await as('beta')('POST', buildPath(apiRoute('riscoDeletar')), { ids: [id] });
    // Assess
    expect([get.status, edit.status, remove.status]).toEqual([404, 404, 404]);
    expect((await as('admin')('GET', buildPath(apiRoute('risco'), { id }))).json.data).toMatchObject({ nome: 'Benzeno', categoria: 'quimico' });
  });
});
