import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  apiRoutes,
  apiRoute,
  buildPath,
  dataUpdatedSuccessMessage,
  deleteForbiddenMessage,
  invalidCepMessage,
  invalidCnpjMessage,
  invalidEmailMessage,
  invalidOptionMessage,
  matchRoute,
  parceiroCnpjTakenMessage,
  parceiroEmUsoMessage,
  recordSavedMessage,
  requiredMessage,
  toQueryString,
  todayInSaoPaulo,
} from '@ocupacional/shared';
import { hashPassword } from '../../functions/src/platform/passwords';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { recountParceiros } from '../../functions/src/data/configuracoes';
import { consultaExames } from '../../functions/src/data/entities/consulta-exame';
import { parceiros } from '../../functions/src/data/entities/parceiro';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { cidadesDoEstado } from '../../functions/src/reference';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 14, Configurações › Parceiros on the registry pattern (cadastros-exames.test.ts holds the pattern's full
 * proof): razão social, CNPJ with check digits (one partner per CNPJ in the tenant: its users log in with it), the
 * address by state and city ids, e-mail; the list by name and by CNPJ prefix; the partners written before the registry
 * (the seed) counted and claimed by the migration; Meu Cadastro's rename keeping the list keys; the delete refused
 * while the partner has exams to perform; 403, tenant isolation, Excel; and the web area's /parceiro routes beside the
 * partner area's own.
 */

type Row = { id: string; nome: string; cnpj: string; uf: string | null; cidade: string | null; id_estado: string | null; id_cidade: string | null; ativo: 0 | 1; versao: number };
type Page = { data: Row[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

const campinas = cidadesDoEstado(35).find((cidade) => cidade.nome === 'Campinas')!;
const partnerCnpj = users.parceiro.cnpj;

describe('issue 14: Configurações › Parceiros', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', beta: '' };
  const size = 2;

  const login = async (user: { cpf: string }, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf: user.cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const save = (body: unknown, who: keyof typeof cookies = 'admin') => as(who)('POST', buildPath(apiRoute('parceiroSalvar')), body);
  const walk = async (search?: string) => {
    const rows: Row[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const answer = await as('admin')('GET', `${buildPath(apiRoute('parceiroLista'))}${toQueryString({ pagination: size, search, cursor })}`);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(Number(answer.response.headers.get(readMeterHeader.items))).toBeLessThanOrEqual(2 * size + 2);
      rows.push(...(answer.json.data as Page).data);
      cursor = (answer.json.data as Page).pagination.next ?? undefined;
      if (!cursor) break;
    }
    return rows;
  };
  const total = async () => ((await as('admin')('GET', buildPath(apiRoute('parceiroLista')))).json.data as Page).pagination.total;
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
    // The partner the fixtures' partner user belongs to, written as the seed writes it (no claim, no counter).
    await parceiros().put({ tenant: 'alfa', id: 'parceiro-1', nome: 'Laboratório Legado Ltda', cnpj: partnerCnpj, uf: 'SP', cidade: 'Campinas' }).go();
    await recountParceiros();
    cookies.admin = await login(users.webAdmin, tenants.alfa.cnpj);
    cookies.operador = await login(users.webOperador, tenants.alfa.cnpj);
    cookies.beta = await login(users.webAdmin, tenants.beta.cnpj);
  }, 120_000);
  afterAll(() => cloud?.stop());

  it("resolves the web area's /parceiro routes and the partner area's own", () => {
    const path = (method: string, url: string) => matchRoute(apiRoutes, method, url)?.route.id;
    expect(path('GET', '/sst/api/parceiro')).toBe('parceiroLista');
    expect(path('GET', '/sst/api/parceiro/excel')).toBe('parceiroExcel');
    expect(path('GET', '/sst/api/parceiro/01J0000000000000000000000')).toBe('parceiro');
    expect(path('POST', '/sst/api/parceiro/editar')).toBe('parceiroSalvar');
    expect(path('POST', '/sst/api/parceiro/deletar')).toBe('parceiroDeletar');
    expect(path('GET', '/sst/api/alfa/parceiro/exame')).toBe('parceiroExames');
    expect(path('GET', '/sst/api/alfa/parceiro/exame/10-abc')).toBe('parceiroExame');
  });

  it('counts and claims the partners written before the registry, and shows their place as the lookups name it', async () => {
    // Act
    const legado = await as('admin')('GET', buildPath(apiRoute('parceiro'), { id: 'parceiro-1' }));
    const mesmoCnpj = await save({ nome: 'Outro Laboratório', cnpj: partnerCnpj });
    // Assess
    expect(await total()).toBe(1);
    expect(legado.json.data).toMatchObject({ nome: 'Laboratório Legado Ltda', id_estado: '35', id_cidade: String(campinas.id), cidade: 'Campinas' });
    expect((mesmoCnpj.json.data as Fields).fields).toEqual({ cnpj: [parceiroCnpjTakenMessage] });
  });

  it('answers the field messages: required razão social and CNPJ; CNPJ check digits, CEP, e-mail, city without state, unknown state', async () => {
    // Act
    const empty = await save({});
    const invalid = await save({ nome: 'Lab', cnpj: '11.222.333/0001-00', cep: '123', email: 'x@', id_cidade: campinas.id });
    const estado = await save({ nome: 'Lab', cnpj: '11.222.333/0001-81', id_estado: 99 });
    // Assess
    expect(empty.status).toBe(400);
    expect((empty.json.data as Fields).fields).toEqual({ nome: [requiredMessage], cnpj: [requiredMessage] });
    expect((invalid.json.data as Fields).fields).toEqual({ cnpj: [invalidCnpjMessage], cep: [invalidCepMessage], email: [invalidEmailMessage] });
    expect((await save({ nome: 'Lab', cnpj: '11.222.333/0001-81', id_cidade: campinas.id })).json.data).toEqual({ fields: { id_estado: [requiredMessage] } });
    expect((estado.json.data as Fields).fields).toEqual({ id_estado: [invalidOptionMessage] });
    expect(await total()).toBe(1);
  });

  it('creates partners, one per CNPJ, and lists them by razão social and by CNPJ prefix', async () => {
    // Act
    for (const [nome, cnpj] of [
      ['Imagem Diagnósticos Ltda', '11.222.333/0001-81'],
      ['Ácido Análises Clínicas', '11444777000161'],
    ] as const) {
      const answer = await save({
        nome,
        cnpj,
        fantasia: `${nome.split(' ')[0]} Lab`,
        cep: '13015-904',
        end: 'Rua Barão de Jaguara',
        num: '1000',
        bairro: 'Centro',
        id_estado: '35',
        id_cidade: campinas.id,
        tel_com: '(19) 3232-0000',
        email: 'contato@lab.com.br',
        resp: 'Dra. Helena',
      });
      expect(answer.json.msg, JSON.stringify(answer.json)).toBe(recordSavedMessage);
      ids.set(nome, (answer.json.data as { id: string }).id);
    }
    const repetido = await save({ nome: 'Outro', cnpj: '11222333000181' });
    const outroTenant = await save({ nome: 'Imagem Diagnósticos Ltda', cnpj: '11222333000181' }, 'beta');
    // Assess
    expect((repetido.json.data as Fields).fields).toEqual({ cnpj: [parceiroCnpjTakenMessage] });
    expect(outroTenant.status).toBe(200);
    const all = await walk();
    expect(all.map((row) => [row.nome, row.cnpj, row.cidade])).toEqual([
      ['Ácido Análises Clínicas', '11444777000161', 'Campinas'],
      ['Imagem Diagnósticos Ltda', '11222333000181', 'Campinas'],
      ['Laboratório Legado Ltda', partnerCnpj, 'Campinas'],
    ]);
    expect(all[0]).toMatchObject({ uf: 'SP', id_estado: '35', id_cidade: String(campinas.id), cep: '13015904', fantasia: 'Ácido Lab' });
    expect(await total()).toBe(3);
    expect((await walk('11.444')).map((row) => row.nome)).toEqual(['Ácido Análises Clínicas']);
    expect((await walk('acido')).map((row) => row.nome)).toEqual(['Ácido Análises Clínicas']);
  });

  it("keeps the list keys when the partner renames itself in Meu Cadastro", async () => {
    // Prepare
    const { setCookie } = await call('POST', buildPath(apiRoute('login'), { tenant: 'alfa' }), {
      area: 'parceiro',
      body: { cpf: users.parceiro.cpf, cnpj: partnerCnpj, senha, point_type: 'parceiro' },
    });
    const cookie = cookieFrom(setCookie);
    const path = buildPath(apiRoute('meuCadastro'), { tenant: 'alfa' });
    const current = (await call('GET', path, { area: 'parceiro', cookie })).json.data as Record<string, unknown>;
    // Act
    const saved = await call('POST', path, {
      area: 'parceiro',
      cookie,
      body: { ...current, nome: 'Base Laboratório Ltda', cnae: '8640-2/02', ie: 'isento', cep: '13015-904', end: 'Rua A', num: '1', bairro: 'Centro', tel_com: '(19) 3000-0000', id_estado: 35, id_cidade: campinas.id },
    });
    // Assess
    expect(saved.json.msg, JSON.stringify(saved.json)).toBe(dataUpdatedSuccessMessage);
    expect((await walk()).map((row) => row.nome)).toEqual(['Ácido Análises Clínicas', 'Base Laboratório Ltda', 'Imagem Diagnósticos Ltda']);
    expect((await walk('base')).map((row) => row.id)).toEqual(['parceiro-1']);
  });

  it('refuses to delete a partner with an exam to perform, then deletes it once done; 403 for non-administrators; Excel', async () => {
    // Prepare: an exam of today assigned to Imagem, not done.
    const imagem = ids.get('Imagem Diagnósticos Ltda') ?? '';
    const exame = { tenant: 'alfa', idCon: 77, id: 'ce-1', funcionarioId: 'f-1', empresaId: 'empresa-1', exameId: 'ex-1', exameNome: 'Raio X', data: todayInSaoPaulo(), parceiroId: imagem };
    await consultaExames().put(exame).go();
    // Act
    const recusado = await as('admin')('POST', buildPath(apiRoute('parceiroDeletar')), { ids: [imagem] });
    await consultaExames().patch({ tenant: 'alfa', idCon: 77, id: 'ce-1' }).set({ realizadoEm: new Date().toISOString() }).go();
    const negado = await as('operador')('POST', buildPath(apiRoute('parceiroDeletar')), { ids: [imagem] });
    const salvarNegado = await save({ nome: 'Operador', cnpj: '11444777000161' }, 'operador');
    const deletar = await as('admin')('POST', buildPath(apiRoute('parceiroDeletar')), { ids: [imagem] });
    const denovo = await as('admin')('POST', buildPath(apiRoute('parceiroDeletar')), { ids: [imagem] });
    const reuso = await save({ nome: 'Imagem Nova', cnpj: '11222333000181' });
    const excel = await as('admin')('GET', `${buildPath(apiRoute('parceiroExcel'))}${toQueryString({ search: 'acido' })}`);
    // Assess
    expect(recusado.status).toBe(400);
    expect(recusado.json.msg).toBe(parceiroEmUsoMessage);
    expect(negado.status).toBe(403);
    expect(negado.json.msg).toBe(deleteForbiddenMessage);
    expect(salvarNegado.status).toBe(403);
    expect(deletar.status, JSON.stringify(deletar.json)).toBe(200);
    expect(denovo.status).toBe(404);
    expect((await as('admin')('GET', buildPath(apiRoute('parceiro'), { id: imagem }))).status).toBe(404);
    expect(reuso.status, JSON.stringify(reuso.json)).toBe(200);
    expect(await total()).toBe(3);
    const file = excel.json.data as { contents: string };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contents, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Parceiros');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Razão Social', 'Nome Fantasia', 'CNPJ', 'Cidade', 'UF', 'Telefone', 'E-mail', 'Responsável', 'Ativo']);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'Ácido Análises Clínicas',
      'Ácido Lab',
      '11.444.777/0001-61',
      'Campinas',
      'SP',
      '(19) 3232-0000',
      'contato@lab.com.br',
      'Dra. Helena',
      'Sim',
    ]);
    expect(sheet?.rowCount).toBe(2);
  });

  it("edits at the version read and answers 404 for another tenant's partner", async () => {
    // Prepare
    const id = ids.get('Ácido Análises Clínicas') ?? '';
    // Act
    const edit = await save({ id, versao: 1, nome: 'Ácido Análises Clínicas', cnpj: '11444777000161', ativo: 0 });
    const stale = await save({ id, versao: 1, nome: 'Ácido Análises Clínicas', cnpj: '11444777000161' });
    const get = await as('beta')('GET', buildPath(apiRoute('parceiro'), { id }));
    const roubo = await save({ id, versao: 2, nome: 'Roubado', cnpj: '11444777000161' }, 'beta');
    const remove = await as('beta')('POST', buildPath(apiRoute('parceiroDeletar')), { ids: [id] });
    // Assess
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(stale.status).toBe(409);
    expect([get.status, roubo.status, remove.status]).toEqual([404, 404, 404]);
    // The edit cleared what the form left empty.
    expect((await as('admin')('GET', buildPath(apiRoute('parceiro'), { id }))).json.data).toMatchObject({ ativo: 0, cidade: null, email: null, versao: 2 });
  });
});
