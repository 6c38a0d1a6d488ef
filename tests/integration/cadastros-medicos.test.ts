import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  apiRoute,
  buildPath,
  deleteForbiddenMessage,
  invalidCpfMessage,
  invalidCrmMessage,
  invalidOptionMessage,
  maxChars,
  medicoCrmTakenMessage,
  recordSavedMessage,
  requiredMessage,
  toQueryString,
} from '@ocupacional/shared';
import { hashPassword } from '../../functions/src/platform/passwords';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 14, Configurações › Médicos Examinadores on the registry pattern of Exames (cadastros-exames.test.ts holds the
 * pattern's full proof): what S-2220 needs of the examining doctor (name ≤ 70, CRM digits, UF) and of the PCMSO
 * coordinator (CPF with its check digits), one doctor per CRM and UF in the tenant, the list by name and by CRM
 * prefix, edits at the version read, the soft delete for administrators only, tenant isolation and the Excel export.
 */

type Row = { id: string; nome: string; cpf: string | null; crm: string; crm_uf: string; ativo: 0 | 1; versao: number };
type Page = { data: Row[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

describe('issue 14: Configurações › Médicos Examinadores', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', beta: '' };
  const size = 2;

  const login = async (user: { cpf: string }, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf: user.cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const save = (body: unknown, who: keyof typeof cookies = 'admin') => as(who)('POST', buildPath(apiRoute('medicoSalvar')), body);
  const walk = async (search?: string) => {
    const rows: Row[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const answer = await as('admin')('GET', `${buildPath(apiRoute('medicoLista'))}${toQueryString({ pagination: size, search, cursor })}`);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(Number(answer.response.headers.get(readMeterHeader.items))).toBeLessThanOrEqual(2 * size + 2);
      rows.push(...(answer.json.data as Page).data);
      cursor = (answer.json.data as Page).pagination.next ?? undefined;
      if (!cursor) break;
    }
    return rows;
  };
  const total = async () =>
    ((await as('admin')('GET', buildPath(apiRoute('medicoLista')))).json.data as Page).pagination.total;
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

  it('answers the field messages: required name, CRM and UF; CPF check digits; CRM not digits; UF outside the 27', async () => {
    // Act
    const empty = await save({});
    const invalid = await save({ nome: 'x'.repeat(71), cpf: '123.456.789-00', crm: '12a45', crm_uf: 'XX' });
    // Assess
    expect(empty.status).toBe(400);
    expect((empty.json.data as Fields).fields).toEqual({ nome: [requiredMessage], crm: [requiredMessage], crm_uf: [requiredMessage] });
    expect((invalid.json.data as Fields).fields).toEqual({
      nome: [maxChars(70)],
      cpf: [invalidCpfMessage],
      crm: [invalidCrmMessage],
      crm_uf: [invalidOptionMessage],
    });
    expect(await total()).toBe(0);
  });

  it('creates doctors with CRM digits, one per CRM and UF, and lists them by name and by CRM prefix', async () => {
    // Act
    for (const [nome, cpf, crm, crm_uf] of [
      ['Carlos Eduardo Souza', '529.982.247-25', '123456', 'SP'],
      ['Ana Beatriz Lima', '', '12.3457', 'sp'],
      ['Ana Beatriz Lima', '', '98765', 'RJ'],
      ['Évora Martins', null, '0054321', 'MG'],
      ['Bruno Tavares', '11144477735', '123456', 'RJ'],
    ] as const) {
      const answer = await save({ nome, cpf, crm, crm_uf });
      expect(answer.json.msg, JSON.stringify(answer.json)).toBe(recordSavedMessage);
      ids.set(`${crm_uf.toUpperCase()}${crm.replace(/\D/g, '').replace(/^0+/, '')}`, (answer.json.data as { id: string }).id);
    }
    const repetido = await save({ nome: 'Outro Médico', crm: '0123456', crm_uf: 'sp' });
    const outroTenant = await save({ nome: 'Carlos Eduardo Souza', crm: '123456', crm_uf: 'SP' }, 'beta');
    // Assess
    expect((repetido.json.data as Fields).fields).toEqual({ crm: [medicoCrmTakenMessage] });
    expect(outroTenant.status).toBe(200);
    const all = await walk();
    // Name order (accents aside); namesakes in the order they were created.
    expect(all.map((row) => [row.nome, row.crm, row.crm_uf])).toEqual([
      ['Ana Beatriz Lima', '123457', 'SP'],
      ['Ana Beatriz Lima', '98765', 'RJ'],
      ['Bruno Tavares', '123456', 'RJ'],
      ['Carlos Eduardo Souza', '123456', 'SP'],
      ['Évora Martins', '54321', 'MG'],
    ]);
    expect(all.find((row) => row.nome === 'Carlos Eduardo Souza')?.cpf).toBe('52998224725');
    expect(all.find((row) => row.nome === 'Évora Martins')?.cpf).toBeNull();
    expect(await total()).toBe(5);
    expect((await walk('1234')).map((row) => [row.crm, row.crm_uf])).toEqual([
      ['123456', 'SP'],
      ['123456', 'RJ'],
      ['123457', 'SP'],
    ]);
    expect((await walk('evora')).map((row) => row.nome)).toEqual(['Évora Martins']);
  });

  it('edits at the version read (moving the CRM claim), soft-deletes for administrators only and exports Excel', async () => {
    // Prepare
    const bruno = ids.get('RJ123456') ?? '';
    const evora = ids.get('MG54321') ?? '';
    // Act: Bruno's registration moves from RJ to ES; RJ 123456 is free again, SP 123456 stays Carlos's.
    const edit = await save({ id: bruno, versao: 1, nome: 'Bruno Tavares', cpf: '', crm: '123456', crm_uf: 'ES' });
    const stale = await save({ id: bruno, versao: 1, nome: 'Bruno Tavares', crm: '123456', crm_uf: 'ES' });
    const tomada = await save({ id: bruno, versao: 2, nome: 'Bruno Tavares', crm: '123456', crm_uf: 'SP' });
    const livre = await save({ nome: 'Daniela Reis', crm: '123456', crm_uf: 'RJ' });
    const salvarNegado = await save({ nome: 'Operador', crm: '777', crm_uf: 'BA' }, 'operador');
    const negado = await as('operador')('POST', buildPath(apiRoute('medicoDeletar')), { ids: [evora] });
    const deletar = await as('admin')('POST', buildPath(apiRoute('medicoDeletar')), { ids: [evora] });
    const denovo = await as('admin')('POST', buildPath(apiRoute('medicoDeletar')), { ids: [evora] });
    const reuso = await save({ nome: 'Évora Martins Filha', crm: '54321', crm_uf: 'MG' });
    const excel = await as('admin')('GET', `${buildPath(apiRoute('medicoExcel'))}${toQueryString({ search: 'ana' })}`);
    // Assess
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(stale.status).toBe(409);
    expect((tomada.json.data as Fields).fields).toEqual({ crm: [medicoCrmTakenMessage] });
    expect(livre.status, JSON.stringify(livre.json)).toBe(200);
    expect(salvarNegado.status).toBe(403);
    expect((await as('operador')('GET', buildPath(apiRoute('medico'), { id: bruno }))).json.data).toMatchObject({
      crm: '123456',
      crm_uf: 'ES',
      cpf: null,
      versao: 2,
    });
    expect(negado.status).toBe(403);
    expect(negado.json.msg).toBe(deleteForbiddenMessage);
    expect(deletar.status).toBe(200);
    expect(denovo.status).toBe(404);
    expect((await as('admin')('GET', buildPath(apiRoute('medico'), { id: evora }))).status).toBe(404);
    expect(reuso.status, JSON.stringify(reuso.json)).toBe(200);
    expect((await walk('54321')).map((row) => row.nome)).toEqual(['Évora Martins Filha']);
    expect(await total()).toBe(6);
    const file = excel.json.data as { contents: string; filename: string };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contents, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Médicos Examinadores');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Nome', 'CPF', 'CRM', 'UF do CRM', 'Ativo']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Ana Beatriz Lima', '', '123457', 'SP', 'Sim']);
    expect(sheet?.rowCount).toBe(3);
  });

  it("answers 404 for another tenant's doctor, on read, edit and delete", async () => {
    // Prepare
    const id = ids.get('SP123456') ?? '';
    // Act
    const get = await as('beta')('GET', buildPath(apiRoute('medico'), { id }));
    const edit = await save({ id, versao: 1, nome: 'Roubado', crm: '1', crm_uf: 'SP' }, 'beta');
    const remove = await as('beta')('POST', buildPath(apiRoute('medicoDeletar')), { ids: [id] });
    // Assess
    expect([get.status, edit.status, remove.status]).toEqual([404, 404, 404]);
    expect((await as('admin')('GET', buildPath(apiRoute('medico'), { id }))).json.data).toMatchObject({ nome: 'Carlos Eduardo Souza', cpf: '52998224725' });
  });
});
