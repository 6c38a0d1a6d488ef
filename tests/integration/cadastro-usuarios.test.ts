import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  apiRoute,
  buildPath,
  deleteForbiddenMessage,
  invalidCpfMessage,
  invalidEmailMessage,
  recordSavedMessage,
  recordsDeletedMessage,
  requiredMessage,
  toQueryString,
  usuarioCpfTakenMessage,
  usuarioPermissaoInvalidaMessage,
  usuarioProprioAdmMessage,
  usuarioProprioExcluirMessage,
  usuarioProprioInativarMessage,
  type MenuItem,
  type PointType,
  type UsuarioCadastro,
} from '@ocupacional/shared';
import { emailEnvios } from '../../functions/src/data/entities/email-envio';
import { empresas } from '../../functions/src/data/entities/empresa';
import { parceiros } from '../../functions/src/data/entities/parceiro';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { recountUsuarios } from '../../functions/src/data/usuario-lista';
import { hashPassword } from '../../functions/src/platform/passwords';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * Issue 14, Usuários: the portal users of a company, clinic or partner (the 'Usuários' tab of those records) and the
 * web area's operators. A new user's password is generated, stored hashed and e-mailed through the mail queue (read
 * back here from the local SES store, as the browser test can); the login (point type, point CNPJ, CPF) is unique;
 * permissions granted and revoked change what the operator may do at once; an administrator cannot lock themselves
 * out; another tenant's users and points are 404.
 */

type Page = { data: UsuarioCadastro[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };
interface StoredEmail {
  readonly destination: { to: string[] };
  readonly subject?: string;
  readonly body: { text: string };
}

const empresa2Cnpj = '11222333000181';
const parceiroCnpj = '01653483000196';

describe('issue 14: Usuários (portal users and operators)', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', beta: '' };
  const size = 2;

  const webLogin = async (cpf: string, cnpj: string, password = senha) =>
    call('POST', buildPath(apiRoute('web.login')), { body: { cpf, cnpj, senha: password, point_type: 'web' } });
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const save = (body: Record<string, unknown>, who: keyof typeof cookies = 'admin') => as(who)('POST', buildPath(apiRoute('usuarioSalvar')), body);
  const pontoPath = (pointType: PointType, pointId: string, query: Parameters<typeof toQueryString>[0] = {}) =>
    `${buildPath(apiRoute('usuarioPontoLista'), { point_type: pointType, point_id: pointId })}${toQueryString(query)}`;
  const walk = async (pointType: PointType, pointId: string, search?: string) => {
    const rows: UsuarioCadastro[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const path =
        pointType === 'web'
          ? `${buildPath(apiRoute('usuarioLista'))}${toQueryString({ pagination: size, search, cursor })}`
          : pontoPath(pointType, pointId, { pagination: size, search, cursor });
      const answer = await as('admin')('GET', path);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(Number(answer.response.headers.get(readMeterHeader.items))).toBeLessThanOrEqual(2 * size + 2);
      rows.push(...(answer.json.data as Page).data);
      cursor = (answer.json.data as Page).pagination.next ?? undefined;
      if (!cursor) break;
    }
    return rows;
  };
  const total = async (pointType: PointType, pointId: string) =>
    (
      (await as('admin')('GET', pointType === 'web' ? buildPath(apiRoute('usuarioLista')) : pontoPath(pointType, pointId))).json
        .data as Page
    ).pagination.total;

  async function sesStore(): Promise<StoredEmail[]> {
    return ((await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: StoredEmail[] }).emails;
  }
  /** The password of the latest e-mail to `to`, as the user reads it ('Senha: …'). */
  async function mailedPassword(to: string, after: number): Promise<{ senha: string; text: string }> {
    const email = await waitFor(async () => (await sesStore()).slice(after).reverse().find((sent) => sent.destination.to.includes(to)), {
      what: `the password e-mail to ${to}`,
    });
    const found = /^Senha: (\S+)$/m.exec(email.body.text)?.[1];
    expect(found).toBeDefined();
    return { senha: found ?? '', text: email.body.text };
  }

  const novo = (overrides: Record<string, unknown> = {}) => ({
    point_type: 'empresa',
    point_id: 'empresa-1',
    nome: 'Joana Prado',
    cpf: '529.982.247-25',
    email: 'joana@empresa.example.com.br',
    usuario: 'joana',
    is_adm: 0,
    acesso_permissao: [559],
    sessao: 8,
    ativo: 1,
    ...overrides,
  });
  const ids = new Map<string, string>();

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    // A second company of alfa only, a partner of alfa, and beta's web administrator.
    await empresas().put({ tenant: 'alfa', id: 'empresa-2', nome: 'Metalúrgica Dois', cnpj: empresa2Cnpj, uf: 'SP', cidade: 'Campinas' }).go();
    await parceiros().put({ tenant: 'alfa', id: 'parceiro-1', nome: 'Laboratório Um', cnpj: parceiroCnpj, uf: 'SP', cidade: 'Santos' }).go();
    await usuarios()
      .put({
        tenant: tenants.beta.tenant,
        id: 'web-adm-beta',
        pointType: 'web',
        pointNome: 'web beta',
        pointCnpj: tenants.beta.cnpj,
        cpf: '11144477735',
        nome: 'Administrador beta',
        usuario: 'web-adm-beta',
        email: 'web-adm@beta.example.com.br',
        senhaHash: await hashPassword(senha),
        isAdm: true,
        sessao: 8,
      })
      .go();
    // The fixtures are written around the API, as a seed is: count them as the migration does.
    await recountUsuarios();
    cookies.admin = cookieFrom((await webLogin(users.webAdmin.cpf, tenants.alfa.cnpj)).setCookie);
    cookies.operador = cookieFrom((await webLogin(users.webOperador.cpf, tenants.alfa.cnpj)).setCookie);
    cookies.beta = cookieFrom((await webLogin('11144477735', tenants.beta.cnpj)).setCookie);
  }, 120_000);
  afterAll(() => cloud?.stop());

  it("creates a company's portal user whose generated password arrives by e-mail and logs in at the empresa area", async () => {
    // Prepare
    const before = (await sesStore()).length;
    // Act
    const created = await save(novo());
    // Assess: saved; the answer carries no password
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    expect(created.json.msg).toBe(recordSavedMessage);
    const id = (created.json.data as { id: string }).id;
    ids.set('joana', id);
    expect(Object.keys(created.json.data as object)).toEqual(['id']);
    // The mail queue delivered the password; the e-mail log keeps only a placeholder (sensitive body)
    const { senha: mailed, text } = await mailedPassword('joana@empresa.example.com.br', before);
    expect(mailed).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(text).toContain(`http://empresa.localhost:${cloud.port}/alfa/login`);
    expect(text).toContain('CPF: 529.982.247-25');
    expect(text).toContain('CNPJ: 01.444.025/0001-47');
    const { data: log } = await emailEnvios().query.byId({ tenant: 'alfa' }).go({ pages: 'all' });
    expect(JSON.stringify(log)).not.toContain(mailed);
    // The stored record holds a hash, never the password
    const { data: stored } = await usuarios().get({ tenant: 'alfa', id }).go();
    expect(stored).toMatchObject({ pointType: 'empresa', pointId: 'empresa-1', pointCnpj: '01444025000147', pointNome: 'empresa alfa', acessoPermissao: [559] });
    expect(JSON.stringify(stored)).not.toContain(mailed);
    // The user logs in at its company's area with the e-mailed password
    const login = await call('POST', buildPath(apiRoute('login'), { tenant: 'alfa' }), {
      area: 'empresa',
      body: { cpf: '52998224725', cnpj: '01444025000147', senha: mailed, point_type: 'empresa' },
    });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    expect((login.json.data as { usuario: { acesso_permissao: number[]; point: { id: string } } }).usuario).toMatchObject({
      acesso_permissao: [559],
      point: { id: 'empresa-1' },
    });
  });

  it('answers the field messages: required fields, CPF check digits, e-mail, permissions of another area', async () => {
    // Act
    const empty = await save({ point_type: 'empresa', point_id: 'empresa-1' });
    const invalid = await save(novo({ cpf: '123.456.789-00', email: 'joana@', acesso_permissao: [553] }));
    const semPonto = await save(novo({ point_id: '' }));
    // Assess
    expect(empty.status).toBe(400);
    expect((empty.json.data as Fields).fields).toEqual({
      nome: [requiredMessage],
      cpf: [requiredMessage],
      email: [requiredMessage],
      usuario: [requiredMessage],
    });
    expect((invalid.json.data as Fields).fields).toEqual({
      cpf: [invalidCpfMessage],
      email: [invalidEmailMessage],
      acesso_permissao: [usuarioPermissaoInvalidaMessage],
    });
    expect((semPonto.json.data as Fields).fields).toEqual({ point_id: [requiredMessage] });
  });

  it('keeps one login per point: the same CPF is refused in the same company, accepted in another point', async () => {
    // Prepare
    const before = (await sesStore()).length;
    // Act
    const repetido = await save(novo({ nome: 'Outra Joana', email: 'outra@empresa.example.com.br' }));
    const outraEmpresa = await save(novo({ point_id: 'empresa-2', email: 'joana2@empresa.example.com.br' }));
    const parceiro = await save(novo({ point_type: 'parceiro', point_id: 'parceiro-1', acesso_permissao: [], email: 'joana@lab.example.com.br' }));
    const clinicaAdm = await save(novo({ point_type: 'credenciada', point_id: 'credenciada-1', is_adm: 1, acesso_permissao: [], nome: 'Bruno Clínica', email: 'bruno@clinica.example.com.br' }));
    // Assess
    expect((repetido.json.data as Fields).fields).toEqual({ cpf: [usuarioCpfTakenMessage] });
    expect(outraEmpresa.status, JSON.stringify(outraEmpresa.json)).toBe(200);
    expect(parceiro.status, JSON.stringify(parceiro.json)).toBe(200);
    expect(clinicaAdm.status, JSON.stringify(clinicaAdm.json)).toBe(200);
    ids.set('joana2', (outraEmpresa.json.data as { id: string }).id);
    // The company's tab lists its users (the fixture's two and Joana), by name, a page at a time
    expect((await walk('empresa', 'empresa-1')).map((row) => row.nome)).toEqual(['Joana Prado', 'Usuário emp-1', 'Usuário emp-2']);
    expect(await total('empresa', 'empresa-1')).toBe(3);
    expect((await walk('empresa', 'empresa-2')).map((row) => [row.nome, row.point_nome])).toEqual([['Joana Prado', 'Metalúrgica Dois']]);
    expect((await walk('parceiro', 'parceiro-1')).map((row) => row.nome)).toEqual(['Joana Prado', 'Usuário par-1']);
    expect((await walk('empresa', 'empresa-1', '5299')).map((row) => row.nome)).toEqual(['Joana Prado']);
    expect((await walk('empresa', 'empresa-1', 'joa')).map((row) => row.nome)).toEqual(['Joana Prado']);
    // Each new user got its own password e-mail
    await mailedPassword('bruno@clinica.example.com.br', before);
  });

  it('edits at the version read, resends a new password, soft-deletes for administrators only', async () => {
    // Prepare
    const id = ids.get('joana') ?? '';
    const base = novo({ id });
    const before = (await sesStore()).length;
    // Act
    const edit = await save({ ...base, versao: 1, nome: 'Joana Prado Lima', acesso_permissao: [559, 560, 586] });
    const stale = await save({ ...base, versao: 1, nome: 'Joana Velha' });
    const outroPonto = await save({ ...base, versao: 2, point_id: 'empresa-2' });
    const negadoSalvar = await save({ ...base, versao: 2 }, 'operador');
    const reenviar = await as('admin')('POST', buildPath(apiRoute('usuarioReenviarSenha'), { id }));
    const { senha: nova } = await mailedPassword('joana@empresa.example.com.br', before);
    const loginNova = await call('POST', buildPath(apiRoute('login'), { tenant: 'alfa' }), {
      area: 'empresa',
      body: { cpf: '52998224725', cnpj: '01444025000147', senha: nova, point_type: 'empresa' },
    });
    const negado = await as('operador')('POST', buildPath(apiRoute('usuarioDeletar')), { ids: [id] });
    const deletar = await as('admin')('POST', buildPath(apiRoute('usuarioDeletar')), { ids: [id] });
    const denovo = await as('admin')('POST', buildPath(apiRoute('usuarioDeletar')), { ids: [id] });
    const loginDepois = await call('POST', buildPath(apiRoute('login'), { tenant: 'alfa' }), {
      area: 'empresa',
      body: { cpf: '52998224725', cnpj: '01444025000147', senha: nova, point_type: 'empresa' },
    });
    const reuso = await save(novo({ nome: 'Joana Nova', email: 'joana.nova@empresa.example.com.br' }));
    // Assess
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(stale.status).toBe(409);
    expect(outroPonto.status).toBe(404);
    expect(negadoSalvar.status).toBe(403);
    expect(reenviar.status, JSON.stringify(reenviar.json)).toBe(200);
    expect(loginNova.status).toBe(200);
    expect((loginNova.json.data as { usuario: { nome: string; acesso_permissao: number[] } }).usuario).toMatchObject({
      nome: 'Joana Prado Lima',
      acesso_permissao: [559, 560, 586],
    });
    expect(negado.status).toBe(403);
    expect(negado.json.msg).toBe(deleteForbiddenMessage);
    expect(deletar.json).toMatchObject({ status: 200, msg: recordsDeletedMessage, data: { total: 1 } });
    expect(denovo.status).toBe(404);
    expect((await as('admin')('GET', buildPath(apiRoute('usuario'), { id }))).status).toBe(404);
    expect(loginDepois.status).toBe(400);
    // Her login is free again after the delete
    expect(reuso.status, JSON.stringify(reuso.json)).toBe(200);
    expect((await walk('empresa', 'empresa-1')).map((row) => row.nome)).toEqual(['Joana Nova', 'Usuário emp-1', 'Usuário emp-2']);
    expect(await total('empresa', 'empresa-1')).toBe(3);
  });

  it("answers 404 for another tenant's users and points", async () => {
    // Prepare
    const id = ids.get('joana2') ?? '';
    // Act
    const lista = await as('beta')('GET', pontoPath('empresa', 'empresa-2'));
    const criar = await save(novo({ point_id: 'empresa-2', cpf: '11144477735' }), 'beta');
    const get = await as('beta')('GET', buildPath(apiRoute('usuario'), { id }));
    const edit = await save({ ...novo({ point_id: 'empresa-2' }), id, versao: 1 }, 'beta');
    const remove = await as('beta')('POST', buildPath(apiRoute('usuarioDeletar')), { ids: [id] });
    const reenviar = await as('beta')('POST', buildPath(apiRoute('usuarioReenviarSenha'), { id }));
    // Assess
    expect([lista.status, criar.status, get.status, edit.status, remove.status, reenviar.status]).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await as('admin')('GET', buildPath(apiRoute('usuario'), { id }))).json.data).toMatchObject({ nome: 'Joana Prado' });
  });

  it("grants and revokes an operator's permissions: the menu and the guarded routes follow at once", async () => {
    // Prepare
    const operador = (await as('admin')('GET', buildPath(apiRoute('usuario'), { id: users.webOperador.id }))).json.data as UsuarioCadastro;
    const form = {
      id: operador.id,
      point_type: 'web',
      nome: operador.nome,
      cpf: operador.cpf,
      email: operador.email,
      usuario: operador.usuario,
      is_adm: 0,
      sessao: operador.sessao,
      ativo: 1,
    };
    const menuIds = async () => {
      const menu = (await as('operador')('GET', buildPath(apiRoute('web.menu')))).json.data as MenuItem[];
      return menu.flatMap((item) => [item.id, ...(item.itens ?? []).map((sub) => sub.id)]);
    };
    const contaEmail = () => as('operador')('POST', buildPath(apiRoute('contaEmailSalvar')), {});
    // Act / Assess: before
    expect([...operador.acesso_permissao].sort()).toEqual([553, 559]);
    expect(await menuIds()).not.toContain('ltcat.modelo');
    expect((await contaEmail()).status).toBe(403);
    // Granted: 569 (LTCAT model) and 3 (mail accounts)
    const conceder = await save({ ...form, versao: operador.versao, acesso_permissao: [553, 559, 569, 3] });
    expect(conceder.status, JSON.stringify(conceder.json)).toBe(200);
    expect(await menuIds()).toContain('ltcat.modelo');
    expect((await contaEmail()).status).toBe(400);
    // Revoked
    const revogar = await save({ ...form, versao: operador.versao + 1, acesso_permissao: [553] });
    expect(revogar.status, JSON.stringify(revogar.json)).toBe(200);
    expect(await menuIds()).not.toContain('ltcat.modelo');
    expect((await contaEmail()).status).toBe(403);
    // The operators list and its Excel show the web area's users only, with their permissions
    expect((await walk('web', 'web')).map((row) => row.usuario)).toEqual(['web-adm', 'web-op']);
    expect(await total('web', 'web')).toBe(2);
    const excel = await as('admin')('GET', `${buildPath(apiRoute('usuarioExcel'))}${toQueryString({ search: 'Usuário web-op' })}`);
    const file = excel.json.data as { contents: string };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contents, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Usuários');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Nome', 'CPF', 'Usuário', 'Email', 'Administrador', 'Permissões', 'Ativo']);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'Usuário web-op',
      '123.464.699-47',
      'web-op',
      'web-op@alfa.example.com.br',
      'Não',
      '553 Upload de ASO e edição do ASO na lista',
      'Sim',
    ]);
  });

  it('does not let an administrator lock themselves out', async () => {
    // Prepare
    const self = (await as('admin')('GET', buildPath(apiRoute('usuario'), { id: users.webAdmin.id }))).json.data as UsuarioCadastro;
    const form = {
      id: self.id,
      versao: self.versao,
      point_type: 'web',
      nome: self.nome,
      cpf: self.cpf,
      email: self.email,
      usuario: self.usuario,
      is_adm: 1,
      sessao: self.sessao,
      ativo: 1,
    };
    // Act
    const semAdm = await save({ ...form, is_adm: 0 });
    const inativo = await save({ ...form, ativo: 0 });
    const excluir = await as('admin')('POST', buildPath(apiRoute('usuarioDeletar')), { ids: [self.id] });
    const renomear = await save({ ...form, nome: 'Administrador Alfa' });
    // Assess
    expect([semAdm.status, semAdm.json.msg]).toEqual([400, usuarioProprioAdmMessage]);
    expect([inativo.status, inativo.json.msg]).toEqual([400, usuarioProprioInativarMessage]);
    expect([excluir.status, excluir.json.msg]).toEqual([400, usuarioProprioExcluirMessage]);
    expect(renomear.status, JSON.stringify(renomear.json)).toBe(200);
    expect((await as('admin')('GET', buildPath(apiRoute('web.sessao')))).status).toBe(200);
    expect((await as('admin')('GET', buildPath(apiRoute('usuario'), { id: self.id }))).json.data).toMatchObject({ is_adm: 1, ativo: 1, nome: 'Administrador Alfa' });
  });
  it("shuts a deleted company's users out: the mailed password stops opening the empresa area", async () => {
    // Prepare: a company of its own, a user of it who logs in
    await empresas().put({ tenant: 'alfa', id: 'empresa-3', nome: 'Fundição Três', cnpj: '33445566000186', uf: 'SP', cidade: 'Sorocaba' }).go();
    const before = (await sesStore()).length;
    const created = await save(novo({ point_id: 'empresa-3', cpf: '390.533.447-05', email: 'marta@fundicao.example.com.br', usuario: 'marta' }));
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const { senha: mailed } = await mailedPassword('marta@fundicao.example.com.br', before);
    const login = () =>
      call('POST', buildPath(apiRoute('login'), { tenant: 'alfa' }), {
        area: 'empresa',
        body: { cpf: '39053344705', cnpj: '33445566000186', senha: mailed, point_type: 'empresa' },
      });
    const wrongPassword = await call('POST', buildPath(apiRoute('login'), { tenant: 'alfa' }), {
      area: 'empresa',
      body: { cpf: '39053344705', cnpj: '33445566000186', senha: 'outra-senha-1', point_type: 'empresa' },
    });
    expect((await login()).status).toBe(200);
    // Act: the back office deletes the company
    const deleted = await as('admin')('POST', buildPath(apiRoute('empresaDeletar')), { ids: ['empresa-3'] });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    const after = await login();
    // Assess: refused as a wrong login is, saying nothing of why
    expect([after.status, after.json.msg]).toEqual([wrongPassword.status, wrongPassword.json.msg]);
  });
});
