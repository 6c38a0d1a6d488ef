import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoute,
  buildPath,
  deleteForbiddenMessage,
  emailSavedMessage,
  invalidEmailInListMessage,
  invalidOptionMessage,
  recordsDeletedMessage,
  requiredMessage,
  staleRecordMessage,
  toQueryString,
  type AsoEmpresaEmails,
  type EmpresaEmailRow,
} from '@ocupacional/shared';
import { empresas } from '../../functions/src/data/entities/empresa';
import { hashPassword } from '../../functions/src/platform/passwords';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 14, the back office's tab 'E-mails' of a company's record (shared/src/routes/empresa-emails.ts): a company's
 * notification contacts by sector, listed, created, edited and soft-deleted from the web area, for administrators;
 * another tenant's company is 404. What the tab writes is what the mail features read: the ASO recipients of the
 * company (GET empresa/{id_empresa}/email, the ASO-by-e-mail modal; the ASO release reads the same contacts) and the
 * company portal's own list.
 */

type Fields = { fields: Record<string, string[]> };
const empresaId = 'empresa-1';

describe('issue 14: the company record’s e-mail contacts (web area)', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', beta: '', empresa: '' };

  const login = async (user: { cpf: string }, cnpj: string, area: 'web' | 'empresa' = 'web', tenant?: string) =>
    cookieFrom(
      (
        await call('POST', area === 'web' ? buildPath(apiRoute('web.login')) : buildPath(apiRoute('login'), { tenant: tenant ?? '' }), {
          body: { cpf: user.cpf, cnpj, senha, point_type: area },
          area,
        })
      ).setCookie,
    );
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const path = (id: 'empresaContatoEmailLista' | 'empresaContatoEmailSalvar' | 'empresaContatoEmailDeletar', empresa = empresaId) =>
    buildPath(apiRoute(id), { empresa });
  const save = (body: unknown, who: keyof typeof cookies = 'admin', empresa = empresaId) =>
    as(who)('POST', path('empresaContatoEmailSalvar', empresa), body);
  const list = async (who: keyof typeof cookies = 'admin', query = '') => {
    const answer = await as(who)('GET', `${path('empresaContatoEmailLista')}${query}`);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.data as EmpresaEmailRow[];
  };
  /** What the ASO-by-e-mail modal proposes for the company: its active ASO contacts' addresses. */
  const asoRecipients = async () => {
    const answer = await as('admin')('GET', buildPath(apiRoute('asoEmpresaEmails'), { id_empresa: empresaId }));
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json.data as AsoEmpresaEmails).destinatario.split(';').filter(Boolean).sort();
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    // The other tenant's web administrator, and a company of the other tenant.
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
    await empresas().put({ tenant: tenants.beta.tenant, id: 'empresa-beta', nome: 'Beta Ltda', cnpj: '11222333000181', uf: 'SP', cidade: 'Campinas' }).go();
    cookies.admin = await login(users.webAdmin, tenants.alfa.cnpj);
    cookies.operador = await login(users.webOperador, tenants.alfa.cnpj);
    cookies.beta = await login(users.webAdmin, tenants.beta.cnpj);
    cookies.empresa = await login(users.empresa, users.empresa.cnpj, 'empresa', tenants.alfa.tenant);
  }, 120_000);
  afterAll(() => cloud?.stop());

  it('answers the field messages: required sector and e-mail, each bad address by the spec’s message, a sector outside list 196', async () => {
    // Act
    const empty = await save({});
    const bad = await save({ tipo: 197, email: 'rh@empresa.com.br; rh@; outro@x' });
    const setor = await save({ tipo: 46, email: 'rh@empresa.com.br' });
    // Assess
    expect(empty.status).toBe(400);
    expect((empty.json.data as Fields).fields).toEqual({ tipo: [requiredMessage], email: [requiredMessage] });
    expect((bad.json.data as Fields).fields).toEqual({ email: [invalidEmailInListMessage('rh@'), invalidEmailInListMessage('outro@x')] });
    expect((setor.json.data as Fields).fields).toEqual({ tipo: [invalidOptionMessage] });
    expect(await list()).toEqual([]);
  });

  it('creates contacts by sector with a name, lists them (filter by sector) and the mail features read the ASO ones', async () => {
    // Act
    for (const [chave, body] of Object.entries({
      aso: { nome: 'Maria — RH', tipo: 197, email: ' aso@empresa.com.br ; medicina@empresa.com.br ', ativo: 1 },
      financeiro: { nome: 'Contas a pagar', tipo: 199, email: 'financeiro@empresa.com.br', obs: 'Faturas', ativo: 1 },
    })) {
      const answer = await save(body);
      expect(answer.json.msg, JSON.stringify(answer.json)).toBe(emailSavedMessage);
      ids[chave] = (answer.json.data as { id: string }).id;
    }
    // Assess
    const rows = await list();
    expect(rows.map((row) => [row.nome, row.tipo, row.email, row.ativo, row.id_emp]).sort()).toEqual([
      ['Contas a pagar', { id: 199, descricao: 'Financeiro' }, 'financeiro@empresa.com.br', 1, empresaId],
      ['Maria — RH', { id: 197, descricao: 'ASO' }, 'aso@empresa.com.br;medicina@empresa.com.br', 1, empresaId],
    ]);
    expect(rows.find((row) => row.id === ids.aso)?.id_usu).toBe(users.webAdmin.id);
    expect((await list('admin', toQueryString({ filter: { id_tipo_email: 199 } }))).map((row) => row.id)).toEqual([ids.financeiro]);
    // The operator (no admin) reads the tab.
    expect((await list('operador')).length).toBe(2);
    // The ASO-by-e-mail modal proposes the ASO contact's addresses, not the financial one's.
    expect(await asoRecipients()).toEqual(['aso@empresa.com.br', 'medicina@empresa.com.br']);
    // The company portal sees what the back office registered, with its name.
    const portal = await call('GET', buildPath(apiRoute('emails'), { tenant: tenants.alfa.tenant }), { cookie: cookies.empresa, area: 'empresa' });
    expect(portal.status, JSON.stringify(portal.json)).toBe(200);
    expect((portal.json.data as EmpresaEmailRow[]).map((row) => row.nome).sort()).toEqual(['Contas a pagar', 'Maria — RH']);
  });

  it('edits at the version read (409 when stale); an inactive ASO contact leaves the mail recipients', async () => {
    // Prepare
    const row = (await list()).find((item) => item.id === ids.aso)!;
    // Act
    const edited = await save({ id: row.id, versao: row.versao, nome: 'Maria Souza', tipo: 197, email: 'aso@empresa.com.br', ativo: 0 });
    const stale = await save({ id: row.id, versao: row.versao, tipo: 197, email: 'velho@empresa.com.br', ativo: 1 });
    // Assess
    expect(edited.json.msg, JSON.stringify(edited.json)).toBe(emailSavedMessage);
    expect(stale.status).toBe(409);
    expect(stale.json.msg).toBe(staleRecordMessage);
    expect((await list()).find((item) => item.id === ids.aso)).toMatchObject({ nome: 'Maria Souza', email: 'aso@empresa.com.br', ativo: 0 });
    expect(await asoRecipients()).toEqual([]);
    // Active again: back among the recipients.
    const again = (await list()).find((item) => item.id === ids.aso)!;
    await save({ id: again.id, versao: again.versao, nome: again.nome, tipo: 197, email: 'aso@empresa.com.br', ativo: 1 });
    expect(await asoRecipients()).toEqual(['aso@empresa.com.br']);
  });

  it('a company portal edit without a name keeps the name the back office gave', async () => {
    // Prepare
    const row = (await list()).find((item) => item.id === ids.financeiro)!;
    // Act
    const answer = await call('POST', buildPath(apiRoute('emailSalvar'), { tenant: tenants.alfa.tenant }), {
      cookie: cookies.empresa,
      area: 'empresa',
      body: { id: row.id, versao: row.versao, tipo: 199, email: 'contas@empresa.com.br', ativo: 1 },
    });
    // Assess
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect((await list()).find((item) => item.id === ids.financeiro)).toMatchObject({ nome: 'Contas a pagar', email: 'contas@empresa.com.br', obs: null });
  });

  it('refuses changes to users who are not administrators (403, the spec’s delete message)', async () => {
    // Act
    const salvar = await save({ tipo: 197, email: 'x@empresa.com.br' }, 'operador');
    const deletar = await as('operador')('POST', path('empresaContatoEmailDeletar'), { ids: [ids.aso] });
    // Assess
    expect(salvar.status).toBe(403);
    expect(deletar.status).toBe(403);
    expect(deletar.json.msg).toBe(deleteForbiddenMessage);
    expect((await list()).length).toBe(2);
  });

  it("answers 404 for another tenant's company and for a contact of another company", async () => {
    // Prepare: a company only the first tenant has (both have an 'empresa-1', each its own).
    await empresas().put({ tenant: tenants.alfa.tenant, id: 'empresa-alfa', nome: 'Alfa Ltda', cnpj: '11444777000161', uf: 'SP', cidade: 'Campinas' }).go();
    const alfa = (id: Parameters<typeof path>[0]) => path(id, 'empresa-alfa');
    // Act
    const outraLista = await as('beta')('GET', alfa('empresaContatoEmailLista'));
    const outraSalva = await save({ tipo: 197, email: 'x@empresa.com.br' }, 'beta', 'empresa-alfa');
    const outraDeleta = await as('beta')('POST', alfa('empresaContatoEmailDeletar'), { ids: [ids.aso] });
    const desconhecida = await as('admin')('GET', path('empresaContatoEmailLista', 'empresa-beta'));
    const outraEmpresa = await save({ id: ids.aso, versao: 3, tipo: 197, email: 'x@empresa.com.br' }, 'admin', 'empresa-alfa');
    const outraEmpresaDeleta = await as('admin')('POST', alfa('empresaContatoEmailDeletar'), { ids: [ids.aso] });
    const betaPropria = await as('beta')('GET', path('empresaContatoEmailLista'));
    // Assess
    expect([outraLista.status, outraSalva.status, outraDeleta.status, desconhecida.status, outraEmpresa.status, outraEmpresaDeleta.status]).toEqual([
      404, 404, 404, 404, 404, 404,
    ]);
    // The other tenant's own 'empresa-1' has none of these contacts.
    expect(betaPropria.status).toBe(200);
    expect(betaPropria.json.data).toEqual([]);
    expect((await list()).length).toBe(2);
  });

  it('soft-deletes contacts, all or none: the mail features stop reading them', async () => {
    // Act
    const comDesconhecido = await as('admin')('POST', path('empresaContatoEmailDeletar'), { ids: [ids.aso, 'nao-existe'] });
    const listaAposRecusa = (await list()).length;
    const deleted = await as('admin')('POST', path('empresaContatoEmailDeletar'), { ids: [ids.aso] });
    const denovo = await as('admin')('POST', path('empresaContatoEmailDeletar'), { ids: [ids.aso] });
    // Assess
    expect(comDesconhecido.status).toBe(404);
    expect(listaAposRecusa).toBe(2);
    expect(deleted.json).toMatchObject({ status: 200, msg: recordsDeletedMessage, data: { total: 1 } });
    expect(denovo.status).toBe(404);
    expect((await list()).map((row) => row.id)).toEqual([ids.financeiro]);
    expect(await asoRecipients()).toEqual([]);
    // An edit of the deleted contact is 404.
    expect((await save({ id: ids.aso, versao: 3, tipo: 197, email: 'aso@empresa.com.br' })).status).toBe(404);
  });
});
