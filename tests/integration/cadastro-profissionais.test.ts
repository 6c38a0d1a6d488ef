import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  apiRoute,
  buildPath,
  deleteForbiddenMessage,
  invalidCpfMessage,
  invalidEmailMessage,
  invalidOptionMessage,
  maxChars,
  profissionalRegistroTakenMessage,
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
 * Issue 14, Configurações › Profissionais on the registry pattern (cadastros-exames.test.ts holds the pattern's full
 * proof): what S-2240's respReg needs of the environmental responsible (cpfResp with check digits; ideOC 1, 4 or 9;
 * dscOC required with 9 and only then, up to 20; nrOC up to 14; ufOC), one professional per council, registration and
 * UF in the tenant, the list at spec 3 §7's GET profissionais/-1 by name and by CPF prefix, edits at the version
 * read, the soft delete for administrators only, tenant isolation and the Excel export.
 */

type Row = {
  id: string;
  nome: string;
  cpf: string;
  ide_oc: number;
  dsc_oc: string | null;
  conselho: string;
  nr_oc: string;
  uf_oc: string;
  ativo: 0 | 1;
  versao: number;
};
type Page = { data: Row[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

describe('issue 14: Configurações › Profissionais', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', beta: '' };
  const size = 2;

  const login = async (user: { cpf: string }, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf: user.cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const save = (body: unknown, who: keyof typeof cookies = 'admin') => as(who)('POST', buildPath(apiRoute('profissionalSalvar')), body);
  const walk = async (search?: string) => {
    const rows: Row[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const answer = await as('admin')('GET', `${buildPath(apiRoute('profissionalLista'))}${toQueryString({ pagination: size, search, cursor })}`);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(Number(answer.response.headers.get(readMeterHeader.items))).toBeLessThanOrEqual(2 * size + 2);
      rows.push(...(answer.json.data as Page).data);
      cursor = (answer.json.data as Page).pagination.next ?? undefined;
      if (!cursor) break;
    }
    return rows;
  };
  const total = async () => ((await as('admin')('GET', buildPath(apiRoute('profissionalLista')))).json.data as Page).pagination.total;
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

  it('serves the list at spec 3 §7 GET /profissionais/-1', () => {
    expect(buildPath(apiRoute('profissionalLista'))).toBe('/sst/api/profissionais/-1');
  });

  it('answers the field messages: required fields, CPF check digits, council outside 1/4/9, ideOC 9 without dscOC, lengths, e-mail', async () => {
    // Act
    const empty = await save({});
    const invalid = await save({ nome: 'Fulano', cpf: '123.456.789-00', ide_oc: 2, nr_oc: 'x'.repeat(15), uf_oc: 'XX', email: 'nao-e-email' });
    const outros = await save({ nome: 'Fulano', cpf: '529.982.247-25', ide_oc: 9, dsc_oc: '', nr_oc: '123', uf_oc: 'SP' });
    const longo = await save({ nome: 'Fulano', cpf: '529.982.247-25', ide_oc: '9', dsc_oc: 'x'.repeat(21), nr_oc: '123', uf_oc: 'SP' });
    // Assess
    expect(empty.status).toBe(400);
    expect((empty.json.data as Fields).fields).toEqual({
      nome: [requiredMessage],
      cpf: [requiredMessage],
      ide_oc: [requiredMessage],
      nr_oc: [requiredMessage],
      uf_oc: [requiredMessage],
    });
    expect((invalid.json.data as Fields).fields).toEqual({
      cpf: [invalidCpfMessage],
      ide_oc: [invalidOptionMessage],
      nr_oc: [maxChars(14)],
      uf_oc: [invalidOptionMessage],
      email: [invalidEmailMessage],
    });
    expect((outros.json.data as Fields).fields).toEqual({ dsc_oc: [requiredMessage] });
    expect((longo.json.data as Fields).fields).toEqual({ dsc_oc: [maxChars(20)] });
    expect(await total()).toBe(0);
  });

  it('creates professionals, one per council, registration and UF, and lists them by name and by CPF prefix', async () => {
    // Act
    for (const [nome, cpf, ide_oc, dsc_oc, nr_oc, uf_oc] of [
      ['Roberto Engenheiro', '529.982.247-25', 4, 'ignorado', '506.123-4/d', 'SP'],
      ['Ângela Técnica', '111.444.777-35', 9, 'CRT', '12345', 'SP'],
      ['Carla Médica', '52998224725', 1, null, '12345', 'SP'],
      ['Bruno Técnico', '11144477735', 9, 'MTE', '12345', 'SP'],
    ] as const) {
      const answer = await save({ nome, cpf, ide_oc, dsc_oc, nr_oc, uf_oc, email: 'sesmt@example.com.br' });
      expect(answer.json.msg, JSON.stringify(answer.json)).toBe(recordSavedMessage);
      ids.set(nome, (answer.json.data as { id: string }).id);
    }
    // The same CREA registration written otherwise; the same CRT registration; another tenant may hold it.
    const creaRepetido = await save({ nome: 'Outro', cpf: '11144477735', ide_oc: 4, nr_oc: '5061234D', uf_oc: 'sp' });
    const crtRepetido = await save({ nome: 'Outro', cpf: '11144477735', ide_oc: 9, dsc_oc: 'crt', nr_oc: '12.345', uf_oc: 'SP' });
    const outraUf = await save({ nome: 'Roberto Engenheiro', cpf: '52998224725', ide_oc: 4, nr_oc: '5061234D', uf_oc: 'RJ' });
    const outroTenant = await save({ nome: 'Roberto Engenheiro', cpf: '52998224725', ide_oc: 4, nr_oc: '506.123-4/D', uf_oc: 'SP' }, 'beta');
    // Assess
    expect((creaRepetido.json.data as Fields).fields).toEqual({ nr_oc: [profissionalRegistroTakenMessage] });
    expect((crtRepetido.json.data as Fields).fields).toEqual({ nr_oc: [profissionalRegistroTakenMessage] });
    expect(outraUf.status, JSON.stringify(outraUf.json)).toBe(200);
    ids.set('Roberto RJ', (outraUf.json.data as { id: string }).id);
    expect(outroTenant.status).toBe(200);
    const all = await walk();
    expect(all.map((row) => [row.nome, row.conselho, row.nr_oc, row.uf_oc])).toEqual([
      ['Ângela Técnica', 'CRT', '12345', 'SP'],
      ['Bruno Técnico', 'MTE', '12345', 'SP'],
      ['Carla Médica', 'CRM', '12345', 'SP'],
      ['Roberto Engenheiro', 'CREA', '506.123-4/D', 'SP'],
      ['Roberto Engenheiro', 'CREA', '5061234D', 'RJ'],
    ]);
    // dscOC is exclusive to ideOC 9; the row carries what the company screen reads.
    const roberto = all.find((row) => row.uf_oc === 'SP' && row.ide_oc === 4);
    expect(roberto).toMatchObject({ cpf: '52998224725', ide_oc: 4, dsc_oc: null, ativo: 1 });
    expect(Object.keys(roberto ?? {})).toEqual(expect.arrayContaining(['id', 'nome', 'cpf', 'ide_oc', 'dsc_oc', 'nr_oc', 'uf_oc', 'ativo']));
    expect(await total()).toBe(5);
    expect((await walk('111.444')).map((row) => row.nome)).toEqual(['Ângela Técnica', 'Bruno Técnico']);
    expect((await walk('angela')).map((row) => row.nome)).toEqual(['Ângela Técnica']);
  });

  it('edits at the version read (moving the registration claim), soft-deletes for administrators only and exports Excel', async () => {
    // Prepare
    const bruno = ids.get('Bruno Técnico') ?? '';
    const carla = ids.get('Carla Médica') ?? '';
    // Act: Bruno's registration moves from MTE to CRT 54321; MTE 12345 is free again.
    const edit = await save({ id: bruno, versao: 1, nome: 'Bruno Técnico', cpf: '11144477735', ide_oc: 9, dsc_oc: 'CRT', nr_oc: '54321', uf_oc: 'SP' });
    const stale = await save({ id: bruno, versao: 1, nome: 'Bruno Técnico', cpf: '11144477735', ide_oc: 9, dsc_oc: 'CRT', nr_oc: '54321', uf_oc: 'SP' });
    const tomada = await save({ id: bruno, versao: 2, nome: 'Bruno Técnico', cpf: '11144477735', ide_oc: 9, dsc_oc: 'CRT', nr_oc: '12345', uf_oc: 'SP' });
    const livre = await save({ nome: 'Daniel Técnico', cpf: '11144477735', ide_oc: 9, dsc_oc: 'MTE', nr_oc: '12345', uf_oc: 'SP' });
    const salvarNegado = await save({ nome: 'Operador', cpf: '11144477735', ide_oc: 4, nr_oc: '1', uf_oc: 'BA' }, 'operador');
    const negado = await as('operador')('POST', buildPath(apiRoute('profissionalDeletar')), { ids: [carla] });
    const deletar = await as('admin')('POST', buildPath(apiRoute('profissionalDeletar')), { ids: [carla] });
    const denovo = await as('admin')('POST', buildPath(apiRoute('profissionalDeletar')), { ids: [carla] });
    const reuso = await save({ nome: 'Carla Médica Filha', cpf: '52998224725', ide_oc: 1, nr_oc: '12345', uf_oc: 'SP' });
    const excel = await as('admin')('GET', `${buildPath(apiRoute('profissionalExcel'))}${toQueryString({ search: 'roberto' })}`);
    // Assess
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(stale.status).toBe(409);
    expect((tomada.json.data as Fields).fields).toEqual({ nr_oc: [profissionalRegistroTakenMessage] });
    expect(livre.status, JSON.stringify(livre.json)).toBe(200);
    expect(salvarNegado.status).toBe(403);
    expect((await as('operador')('GET', buildPath(apiRoute('profissional'), { id: bruno }))).json.data).toMatchObject({
      conselho: 'CRT',
      nr_oc: '54321',
      email: null,
      versao: 2,
    });
    expect(negado.status).toBe(403);
    expect(negado.json.msg).toBe(deleteForbiddenMessage);
    expect(deletar.status).toBe(200);
    expect(denovo.status).toBe(404);
    expect((await as('admin')('GET', buildPath(apiRoute('profissional'), { id: carla }))).status).toBe(404);
    expect(reuso.status, JSON.stringify(reuso.json)).toBe(200);
    expect(await total()).toBe(6);
    const file = excel.json.data as { contents: string; filename: string };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contents, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Profissionais');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Nome', 'CPF', 'Formação / Cargo', 'Órgão de Classe', 'Registro', 'UF', 'E-mail', 'Ativo']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Roberto Engenheiro', '529.982.247-25', '', 'CREA', '506.123-4/D', 'SP', 'sesmt@example.com.br', 'Sim']);
    expect(sheet?.rowCount).toBe(3);
  });

  it("answers 404 for another tenant's professional, on read, edit and delete", async () => {
    // Prepare
    const id = ids.get('Roberto Engenheiro') ?? '';
    // Act
    const get = await as('beta')('GET', buildPath(apiRoute('profissional'), { id }));
    const edit = await save({ id, versao: 1, nome: 'Roubado', cpf: '52998224725', ide_oc: 4, nr_oc: '1', uf_oc: 'SP' }, 'beta');
    const remove = await as('beta')('POST', buildPath(apiRoute('profissionalDeletar')), { ids: [id] });
    // Assess
    expect([get.status, edit.status, remove.status]).toEqual([404, 404, 404]);
    expect((await as('admin')('GET', buildPath(apiRoute('profissional'), { id }))).json.data).toMatchObject({ nome: 'Roberto Engenheiro' });
  });
});
