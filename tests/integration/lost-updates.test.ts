import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute, buildPath, staleRecordMessage, type ApiRouteId, type EmpresaEmailRow, type Funcionario, type FuncionarioRow } from '@ocupacional/shared';
import { funcionarios } from '../../functions/src/data/entities';
import { loadDemoUsers } from '../../infra/local/seed/demo-users';
import { companyUsers, startCompanyCloud, type CompanyCloud } from '../support/company-fixtures';
import { cookieFrom } from '../support/platform-fixtures';

/*
 * Lost updates (issue 12 item 3): every edit carries the version it read and is written only over that version,
 * so of concurrent saves of one read exactly one wins and the others answer 409 with our pt-BR message, changing
 * nothing. The load test fires 200 saves of one employee at once; then each edited route family is shown to
 * refuse a stale version and keep the stored record as it was.
 */

const { metalvaleAdmin: empresa, clinicAdmin: clinica } = companyUsers;
const webAdmin = loadDemoUsers().find((user) => user.area === 'web' && user.tenant === 'demo')!;

type Page<T> = { data: T[] };

describe('lost updates: a save over a version someone else already changed answers 409', () => {
  let portal: CompanyCloud;
  let webCookie: string;

  beforeAll(async () => {
    portal = await startCompanyCloud();
    const login = await portal.call('POST', buildPath(apiRoute('web.login')), {
      area: 'web',
      body: { cpf: webAdmin.cpf, cnpj: webAdmin.cnpj, senha: webAdmin.senha, point_type: 'web' },
    });
    webCookie = cookieFrom(login.setCookie);
  });

  /** The back office's calls (web area: no tenant in the path). */
  const web = (id: ApiRouteId, options: { params?: Record<string, string>; body?: unknown } = {}) =>
    portal.call(apiRoute(id).method, buildPath(apiRoute(id), options.params), {
      area: 'web',
      cookie: webCookie,
      ...(options.body !== undefined ? { body: options.body } : {}),
    });

  afterAll(async () => {
    await portal?.stop();
  });

  async function anEmployee(): Promise<Funcionario> {
    const list = await portal.api(empresa, 'funcionarioLista');
    const row = (list.json.data as Page<FuncionarioRow>).data[0]!;
    const read = await portal.api(empresa, 'funcionario', { params: { id: row.id } });
    expect(read.status).toBe(200);
    return read.json.data as Funcionario;
  }

  it('of 200 concurrent edits of one employee read at one version, exactly one is stored and 199 answer 409', { timeout: 50_000 }, async () => {
    // Prepare
    const read = await anEmployee();
    await portal.login(empresa);
    // Act
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        portal.api(empresa, 'funcionarioSalvar', { body: { ...read, versao: read.versao, obs: `edição concorrente ${i}` } }),
      ),
    );
    // Assess
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.json.msg === staleRecordMessage)).toBe(true);
    const winner = statuses.indexOf(200);
    const stored = await portal.api(empresa, 'funcionario', { params: { id: read.id } });
    expect(stored.json.data).toMatchObject({ obs: `edição concorrente ${winner}`, versao: read.versao + 1 });
  });

  it('an employee: a stale version answers 409 and changes nothing; an edit without a version is a 400', async () => {
    // Prepare
    const read = await anEmployee();
    const first = await portal.api(empresa, 'funcionarioSalvar', { body: { ...read, obs: 'primeira' } });
    // Act
    const stale = await portal.api(empresa, 'funcionarioSalvar', { body: { ...read, obs: 'atrasada' } });
    const semVersao = await portal.api(empresa, 'funcionarioSalvar', { body: { ...read, versao: undefined, obs: 'sem versão' } });
    // Assess
    expect(first.status).toBe(200);
    expect(stale).toMatchObject({ status: 409, json: { msg: staleRecordMessage } });
    expect(semVersao).toMatchObject({ status: 400, json: { data: { fields: { versao: ['Campo obrigatório'] } } } });
    const { data: item } = await funcionarios().get({ tenant: 'demo', id: read.id }).go();
    expect(item).toMatchObject({ obs: 'primeira', versao: read.versao + 1 });
  });

  it('a company e-mail contact: a stale version answers 409 and changes nothing', async () => {
    // Prepare
    const created = await portal.api(empresa, 'emailSalvar', { body: { tipo: 197, email: 'antes@metalvale.com.br', fdt: [], ativo: 1 } });
    const id = (created.json.data as { id: string }).id;
    const contact = async () =>
      ((await portal.api(empresa, 'emails')).json.data as EmpresaEmailRow[]).find((row) => row.id === id)!;
    const read = await contact();
    const form = { id, versao: read.versao, tipo: 197, fdt: [], ativo: 1 };
    await portal.api(empresa, 'emailSalvar', { body: { ...form, email: 'primeira@metalvale.com.br' } });
    // Act
    const stale = await portal.api(empresa, 'emailSalvar', { body: { ...form, email: 'atrasada@metalvale.com.br' } });
    // Assess
    expect(read.versao).toBe(1);
    expect(stale).toMatchObject({ status: 409, json: { msg: staleRecordMessage } });
    expect(await contact()).toMatchObject({ email: 'primeira@metalvale.com.br', versao: 2 });
  });

  it.each([
    ['company', empresa],
    ['clinic', clinica],
  ] as const)("the %s's own registration (meu-cadastro): a stale version answers 409 and changes nothing", async (_, user) => {
    // Prepare
    const stored = (await portal.api(user, 'meuCadastro')).json.data as Record<string, unknown> & { versao: number };
    // The demo clinic lacks fields the form requires: the user fills them in.
    const read = { ...stored, cnae: stored.cnae || '8630503', ie: stored.ie || 'ISENTO' };
    const first = await portal.api(user, 'meuCadastroSalvar', { body: { ...read, bairro: 'Bairro Primeiro' } });
    // Act
    const stale = await portal.api(user, 'meuCadastroSalvar', { body: { ...read, bairro: 'Bairro Atrasado' } });
    // Assess
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(stale).toMatchObject({ status: 409, json: { msg: staleRecordMessage } });
    const after = (await portal.api(user, 'meuCadastro')).json.data;
    expect(after).toMatchObject({ bairro: 'Bairro Primeiro', versao: read.versao + 1 });
  });

  it('a mail account: a stale version answers 409 and changes nothing', async () => {
    // Prepare
    const account = { nome: 'Conta Versionada', email: 'sst@provedor.com.br', usuario: 'u', tipo_auth: 'oauth2' };
    const created = await web('contaEmailSalvar', { body: account });
    const read = created.json.data as { id: string; versao: number };
    await web('contaEmailSalvar', { body: { ...account, id: read.id, versao: read.versao, nome: 'Conta Primeira' } });
    // Act
    const stale = await web('contaEmailSalvar', { body: { ...account, id: read.id, versao: read.versao, nome: 'Conta Atrasada' } });
    // Assess
    expect(read.versao).toBe(1);
    expect(stale).toMatchObject({ status: 409, json: { msg: staleRecordMessage } });
    const after = await web('contaEmail', { params: { id: read.id } });
    expect(after.json.data).toMatchObject({ nome: 'Conta Primeira', versao: 2 });
  });

  it('the eSocial configuration: a stale version answers 409 and changes nothing', async () => {
    // Prepare
    const read = (await web('esocialConfiguracao')).json.data as { versao: number; data_inicio: string | null };
    const first = await web('esocialConfiguracaoSalvar', { body: { versao: read.versao, ativo: 0, data_inicio: '2026-03-01' } });
    // Act
    const stale = await web('esocialConfiguracaoSalvar', { body: { versao: read.versao, ativo: 0, data_inicio: '2026-04-01' } });
    // Assess
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(stale).toMatchObject({ status: 409, json: { msg: staleRecordMessage } });
    const after = await web('esocialConfiguracao');
    expect(after.json.data).toMatchObject({ data_inicio: '2026-03-01', versao: read.versao + 1 });
  });
});
