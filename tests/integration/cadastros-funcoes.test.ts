import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  apiRoute,
  buildPath,
  deleteForbiddenMessage,
  funcaoNomeTakenMessage,
  invalidCboMessage,
  maxChars,
  recordSavedMessage,
  requiredMessage,
  toQueryString,
} from '@ocupacional/shared';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 14, Configurações › Funções on the registry pattern of Exames (cadastros-exames.test.ts holds the pattern's
 * full proof): the CBO checked against the mask 9999-99 and kept as digits, the name unique, the list by name and by
 * CBO prefix one page at a time, the soft delete for administrators only, and the Excel export read back.
 */

type Row = { id: string; nome: string; cbo: string | null; descricao: string | null; ativo: 0 | 1; versao: number };
type Page = { data: Row[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

describe('issue 14: Configurações › Funções', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '' };
  const size = 3;

  const login = async (user: { cpf: string }) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf: user.cpf, cnpj: tenants.alfa.cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const save = (body: unknown) => as('admin')('POST', buildPath(apiRoute('funcaoSalvar')), body);
  const walk = async (search?: string) => {
    const rows: Row[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const answer = await as('admin')('GET', `${buildPath(apiRoute('funcaoLista'))}${toQueryString({ pagination: size, search, cursor })}`);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(Number(answer.response.headers.get(readMeterHeader.items))).toBeLessThanOrEqual(2 * size + 2);
      rows.push(...(answer.json.data as Page).data);
      cursor = (answer.json.data as Page).pagination.next ?? undefined;
      if (!cursor) break;
    }
    return rows;
  };
  const ids = new Map<string, string>();

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    cookies.admin = await login(users.webAdmin);
    cookies.operador = await login(users.webOperador);
  }, 120_000);
  afterAll(() => cloud?.stop());

  it('answers the field messages: required name, CBO out of the mask, description too long', async () => {
    // Act
    const answer = await save({ cbo: '2231-5', descricao: 'x'.repeat(501) });
    // Assess
    expect(answer.status).toBe(400);
    expect((answer.json.data as Fields).fields).toEqual({ nome: [requiredMessage], cbo: [invalidCboMessage], descricao: [maxChars(500)] });
  });

  it('creates functions with the CBO kept as digits, one name per tenant, and lists them by name and by CBO prefix', async () => {
    // Act
    for (const [nome, cbo] of [
      ['Técnico em Segurança do Trabalho', '3516-05'],
      ['Auxiliar Administrativo', '4110-10'],
      ['Operador de Empilhadeira', '7822-05'],
      ['Motorista de Caminhão', '7825-10'],
      ['Enfermeiro do Trabalho', '2235-30'],
    ] as const) {
      const answer = await save({ nome, cbo, descricao: `Função ${nome}` });
      expect(answer.json.msg).toBe(recordSavedMessage);
      ids.set(nome, (answer.json.data as { id: string }).id);
    }
    const repetida = await save({ nome: 'auxiliar administrativo' });
    // Assess
    expect((repetida.json.data as Fields).fields).toEqual({ nome: [funcaoNomeTakenMessage] });
    expect((await walk()).map((row) => row.nome)).toEqual([
      'Auxiliar Administrativo',
      'Enfermeiro do Trabalho',
      'Motorista de Caminhão',
      'Operador de Empilhadeira',
      'Técnico em Segurança do Trabalho',
    ]);
    expect((await walk('78')).map((row) => row.cbo)).toEqual(['782205', '782510']);
    expect((await walk('tecnico em')).map((row) => row.nome)).toEqual(['Técnico em Segurança do Trabalho']);
  });

  it('edits at the version read, soft-deletes for administrators only (403 with the spec message) and exports Excel', async () => {
    // Prepare
    const id = ids.get('Motorista de Caminhão') ?? '';
    // Act
    const edit = await save({ id, versao: 1, nome: 'Motorista de Caminhão', cbo: '', descricao: '' });
    const negado = await as('operador')('POST', buildPath(apiRoute('funcaoDeletar')), { ids: [id] });
    const deletar = await as('admin')('POST', buildPath(apiRoute('funcaoDeletar')), { ids: [id] });
    const excel = await as('admin')('GET', buildPath(apiRoute('funcaoExcel')));
    // Assess
    expect(edit.status).toBe(200);
    expect(negado.status).toBe(403);
    expect(negado.json.msg).toBe(deleteForbiddenMessage);
    expect(deletar.status).toBe(200);
    expect((await as('admin')('GET', buildPath(apiRoute('funcao'), { id }))).status).toBe(404);
    const file = excel.json.data as { contents: string };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contents, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Funções');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Nome', 'CBO', 'Descrição', 'Ativo']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Auxiliar Administrativo', '4110-10', 'Função Auxiliar Administrativo', 'Sim']);
    expect(sheet?.rowCount).toBe(5);
  });
});
