import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  apiRoute,
  buildPath,
  deleteForbiddenMessage,
  exameEmUsoMessage,
  exameNomeTakenMessage,
  invalidPageCursorMessage,
  procedimentoTabela27Message,
  recordSavedMessage,
  recordsDeletedMessage,
  requiredMessage,
  toQueryString,
} from '@ocupacional/shared';
import { exames } from '../../functions/src/data/entities/exame';
import { newId } from '../../functions/src/data/entities/keys';
import { pcmsoExames } from '../../functions/src/data/entities/pcmso-exame';
import { forbiddenMessage } from '../../functions/src/platform/messages';
import { hashPassword } from '../../functions/src/platform/passwords';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { recountCadastros } from '../../functions/src/data/cadastros';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 14, the registry pattern on Configurações › Exames (web area, bounded context 'cadastro'): create and edit
 * with the spec's messages and the Tabela 27 check, the name unique per tenant, the list one page of one index
 * (name order, name and code prefix search, cursor pagination, ≤ 2 × page size items read a page, total from the
 * counter), the soft delete (administrators only, 403 with the spec's message; refused while a PCMSO uses the exam),
 * another tenant's exam answering 404, and the Excel export read back with exceljs.
 */

type Row = { id: string; nome: string; codigo_esocial: string | null; procedimento: string | null; clinico: 0 | 1; ativo: 0 | 1; versao: number };
type Page = { data: Row[]; pagination: { page: number; pagination: number; total: number | null; last_page: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

describe('issue 14: Configurações › Exames, the registry pattern', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', beta: '' };
  const size = 5;

  const login = async (user: { cpf: string }, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf: user.cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const admin = (method: string, path: string, body?: unknown) => as('admin')(method, path, body);
  const save = (body: unknown, who: keyof typeof cookies = 'admin') => as(who)('POST', buildPath(apiRoute('exameSalvar')), body);
  const list = async (params: { search?: string; cursor?: string; pagination?: number } = {}) => {
    const answer = await admin('GET', `${buildPath(apiRoute('exameLista'))}${toQueryString({ pagination: size, ...params })}`);
    return { ...answer, page: answer.json.data as Page, itemsRead: Number(answer.response.headers.get(readMeterHeader.items)) };
  };
  /** Every page from the first, following `next`; asserts what each page reads. */
  const walk = async (search?: string) => {
    const rows: Row[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const answer = await list({ ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      // One page: page size + 1 items of the index (a code search that finds nothing also reads the name index's
      // first page), plus the counter of the total.
      expect(answer.itemsRead).toBeLessThanOrEqual(2 * size + 2);
      rows.push(...answer.page.data);
      cursor = answer.page.pagination.next ?? undefined;
      if (!cursor) break;
    }
    return rows;
  };

  const catalogue = [
    { nome: 'Audiometria Tonal', codigo_esocial: '0281' },
    { nome: 'Acuidade Visual', codigo_esocial: '0296' },
    { nome: 'Exame Clínico', codigo_esocial: '0295', clinico: 1 },
    { nome: 'Espirometria', codigo_esocial: null },
    { nome: 'Hemograma Completo', codigo_esocial: '0693' },
    { nome: 'Glicemia de Jejum', codigo_esocial: null },
    { nome: 'Raio X de Tórax', codigo_esocial: null },
    { nome: 'Eletrocardiograma', codigo_esocial: null },
    { nome: 'Eletroencefalograma', codigo_esocial: null },
    { nome: 'Exame Toxicológico', codigo_esocial: null },
    { nome: 'Ácido Úrico', codigo_esocial: null },
    { nome: 'Avaliação Psicossocial', codigo_esocial: null },
  ];
  const ids = new Map<string, string>();

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    // The other tenant's web administrator (a web login names its tenant by the client's CNPJ).
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

  it('answers the required-field message, the Tabela 27 message and a code of the wrong form', async () => {
    // Act
    const empty = await save({});
    const foraDaTabela = await save({ nome: 'Exame Inexistente', codigo_esocial: '5000' });
    const malFormado = await save({ nome: 'Exame Inexistente', codigo_esocial: '12a' });
    // Assess
    expect(empty.status).toBe(400);
    expect((empty.json.data as Fields).fields).toEqual({ nome: [requiredMessage] });
    expect(foraDaTabela.status).toBe(400);
    expect((foraDaTabela.json.data as Fields).fields).toEqual({ codigo_esocial: [procedimentoTabela27Message] });
    expect((malFormado.json.data as Fields).fields).toEqual({ codigo_esocial: [procedimentoTabela27Message] });
    expect((await list()).page.pagination.total).toBe(0);
  });

  it('creates exams with their Tabela 27 procedure, and keeps names unique in the tenant whatever the accents and case', async () => {
    // Act
    for (const exame of catalogue) {
      const answer = await save(exame);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answer.json.msg).toBe(recordSavedMessage);
      ids.set(exame.nome, (answer.json.data as { id: string }).id);
    }
    const repetido = await save({ nome: '  AUDIOMETRIA   tonal ' });
    const outroTenant = await as('beta')('POST', buildPath(apiRoute('exameSalvar')), { nome: 'Audiometria Tonal' });
    const one = await admin('GET', buildPath(apiRoute('exame'), { id: ids.get('Exame Clínico') as string }));
    // Assess
    expect(repetido.status).toBe(400);
    expect((repetido.json.data as Fields).fields).toEqual({ nome: [exameNomeTakenMessage] });
    expect(outroTenant.status).toBe(200);
    expect(one.json.data).toMatchObject({ nome: 'Exame Clínico', codigo_esocial: '0295', clinico: 1, ativo: 1, versao: 1 });
    expect((one.json.data as Row).procedimento).toMatch(/^Avaliação clínica ocupacional/);
    expect((await list()).page.pagination.total).toBe(catalogue.length);
  });

  it('lists one page of the name index at a time, in name order, and walks every exam once with next', async () => {
    // Act
    const rows = await walk();
    // Assess
    const expected = catalogue.map((exame) => exame.nome).sort((a, b) => a.localeCompare(b, 'pt-BR'));
    expect(rows.map((row) => row.nome)).toEqual(expected);
    const first = await list();
    expect(first.page.pagination).toMatchObject({ page: 1, pagination: size, total: catalogue.length, last_page: 3 });
    expect(first.page.data).toHaveLength(size);
  });

  it('searches by a normalized name prefix and by a code prefix, without a total', async () => {
    // Act
    const eletro = await walk('ELETRO');
    const acido = await walk('acido');
    const codigo = await walk('02');
    const nada = await list({ search: 'zzz' });
    // Assess
    expect(eletro.map((row) => row.nome)).toEqual(['Eletrocardiograma', 'Eletroencefalograma']);
    expect(acido.map((row) => row.nome)).toEqual(['Ácido Úrico']);
    expect(codigo.map((row) => row.codigo_esocial)).toEqual(['0281', '0295', '0296']);
    expect(nada.page).toMatchObject({ data: [], pagination: { total: null, next: null } });
  });

  it('refuses a tampered cursor with the list message', async () => {
    // Act
    const tampered = await list({ cursor: Buffer.from(JSON.stringify({ pk: 'T#beta', sk: 'x', gsi1pk: 'T#beta#EXAME_NOME', gsi1sk: 'x' })).toString('base64url') });
    // Assess
    expect(tampered.status).toBe(400);
    expect(tampered.json.msg).toBe(invalidPageCursorMessage);
  });

  it('edits an exam at the version it read, renames it (moving the name claim) and removes its code', async () => {
    // Prepare
    const id = ids.get('Espirometria') as string;
    // Act
    const edit = await save({ id, versao: 1, nome: 'Espirometria Completa', codigo_esocial: '0281', ativo: 0 });
    const stale = await save({ id, versao: 1, nome: 'Espirometria', codigo_esocial: null });
    const semCodigo = await save({ id, versao: 2, nome: 'Espirometria Completa', codigo_esocial: '', ativo: 0 });
    const nomeAntigoLivre = await save({ nome: 'Espirometria' });
    const paraNomeOcupado = await save({ id, versao: 3, nome: 'Audiometria Tonal' });
    // Assess
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(stale.status).toBe(409);
    expect(semCodigo.status).toBe(200);
    expect(nomeAntigoLivre.status).toBe(200);
    expect((paraNomeOcupado.json.data as Fields).fields).toEqual({ nome: [exameNomeTakenMessage] });
    const one = await admin('GET', buildPath(apiRoute('exame'), { id }));
    expect(one.json.data).toMatchObject({ nome: 'Espirometria Completa', codigo_esocial: null, ativo: 0, versao: 3 });
    expect((await walk('0281')).map((row) => row.nome)).toEqual(['Audiometria Tonal']);
    ids.set('Espirometria', (nomeAntigoLivre.json.data as { id: string }).id);
    ids.set('Espirometria Completa', id);
  });

  it('keeps saving and deleting for administrators: 403 with the spec message for an operator', async () => {
    // Act
    const salvar = await save({ nome: 'Exame do Operador' }, 'operador');
    const deletar = await as('operador')('POST', buildPath(apiRoute('exameDeletar')), { ids: [ids.get('Ácido Úrico')] });
    const ler = await as('operador')('GET', buildPath(apiRoute('exameLista')));
    // Assess
    expect(salvar.status).toBe(403);
    expect(salvar.json.msg).toBe(forbiddenMessage);
    expect(deletar.status).toBe(403);
    expect(deletar.json.msg).toBe(deleteForbiddenMessage);
    expect(ler.status).toBe(200);
  });

  it("answers 404 for another tenant's exam, on read, edit and delete", async () => {
    // Prepare
    const id = ids.get('Hemograma Completo') as string;
    // Act
    const get = await as('beta')('GET', buildPath(apiRoute('exame'), { id }));
    const edit = await as('beta')('POST', buildPath(apiRoute('exameSalvar')), { id, versao: 1, nome: 'Roubado' });
    const remove = await as('beta')('POST', buildPath(apiRoute('exameDeletar')), { ids: [id] });
    // Assess
    expect([get.status, edit.status, remove.status]).toEqual([404, 404, 404]);
    expect((await admin('GET', buildPath(apiRoute('exame'), { id }))).json.data).toMatchObject({ nome: 'Hemograma Completo' });
  });

  it('soft-deletes exams (gone from the list and the total, the name free again) and refuses an exam a PCMSO uses', async () => {
    // Prepare: a PCMSO of a GHE asks for the audiometry.
    const usado = ids.get('Audiometria Tonal') ?? '';
    await pcmsoExames()
      .put({ tenant: 'alfa', id: newId(), empresaId: 'empresa-1', fdtId: 'fdt-1', pcmsoRevisaoId: 'rev-1', gheId: 'ghe-1', exameId: usado, exameNome: 'Audiometria Tonal' })
      .go();
    const total = (await list()).page.pagination.total as number;
    const gone: [string, string] = [ids.get('Ácido Úrico') ?? '', ids.get('Raio X de Tórax') ?? ''];
    // Act
    const emUso = await admin('POST', buildPath(apiRoute('exameDeletar')), { ids: [usado, gone[0]] });
    const deletar = await admin('POST', buildPath(apiRoute('exameDeletar')), { ids: gone });
    const denovo = await admin('POST', buildPath(apiRoute('exameDeletar')), { ids: [gone[0]] });
    // Assess
    expect(emUso.status).toBe(400);
    expect(emUso.json.msg).toBe(exameEmUsoMessage);
    expect(deletar.status).toBe(200);
    expect(deletar.json.msg).toBe(recordsDeletedMessage);
    expect(denovo.status).toBe(404);
    expect((await admin('GET', buildPath(apiRoute('exame'), { id: gone[0] }))).status).toBe(404);
    const stored = await exames().get({ tenant: 'alfa', id: gone[0] }).go();
    expect(stored.data?.deletedAt).toEqual(expect.any(String));
    const rows = await walk();
    expect(rows.map((row) => row.id)).not.toContain(gone[0]);
    expect((await list()).page.pagination.total).toBe(total - 2);
    expect((await save({ nome: 'Ácido Úrico' })).status).toBe(200);
  });

  it('exports the filtered list as an .xlsx that a real reader opens: header and rows', async () => {
    // Act
    const answer = await admin('GET', `${buildPath(apiRoute('exameExcel'))}${toQueryString({ search: 'eletro' })}`);
    // Assess
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const file = answer.json.data as { contents: string; filename: string; contentType: string };
    expect(file.filename).toMatch(/^exames-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contents, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Exames');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Nome', 'Código eSocial (Tabela 27)', 'Procedimento', 'Clínico', 'Ativo']);
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Eletrocardiograma', '', '', 'Não', 'Sim']);
    expect(sheet?.getRow(3).getCell(1).value).toBe('Eletroencefalograma');
  });

  it('claims the names and counts the exams written before the registry (the migration)', async () => {
    // Prepare: an exam as the demo seed writes it, around the write paths.
    await exames().put({ tenant: 'alfa', id: newId(), nome: 'Exame do Seed' }).go();
    // Act
    await recountCadastros();
    const repetido = await save({ nome: 'exame do seed' });
    // Assess
    expect((repetido.json.data as Fields).fields).toEqual({ nome: [exameNomeTakenMessage] });
    expect((await walk('exame do s')).map((row) => row.nome)).toEqual(['Exame do Seed']);
    const counted = (await list()).page.pagination.total as number;
    expect(counted).toBe((await walk()).length);
  });
});
