import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  apiRoute,
  buildPath,
  deleteForbiddenMessage,
  empresaCnpjLockedMessage,
  empresaCnpjTakenMessage,
  empresaEmUsoMessage,
  esocialTransmitirSemGerarMessage,
  invalidCepMessage,
  invalidCnpjMessage,
  invalidEmailMessage,
  invalidOptionMessage,
  recordSavedMessage,
  requiredMessage,
  toQueryString,
  type EmpresaEsocial,
  type EmpresaRegistro,
} from '@ocupacional/shared';
import { consultas } from '../../functions/src/data/entities/consulta';
import { esocialConfigs } from '../../functions/src/data/entities/esocial-config';
import { unicos } from '../../functions/src/data/entities/unico';
import { funcionariosCounter } from '../../functions/src/data/funcionario-lista';
import { changeCounter } from '../../functions/src/data/list-counters';
import { hashPassword } from '../../functions/src/platform/passwords';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { cidadesDoEstado, estados } from '../../functions/src/reference';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { cnpjFromBase } from '../../infra/local/seed/documents';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 14, Empresas (web routes empresas, empresas/cadastrar, empresas/editar/{id}) on the registry pattern: the
 * company record's rules (spec 1 §3: required fields, CNPJ check digits, CEP, e-mail; the environmental responsible
 * all or nothing), one company per CNPJ in the tenant (another tenant may hold the same CNPJ), the list by name and by
 * CNPJ prefix (items read per page bounded), the PCMSO coordinator's snapshot, edits at the version read with the CNPJ
 * kept, the soft delete for administrators only and refused while the company is in use, tenant isolation, the Excel
 * export, and the eSocial tab changing only this company's part of the tenant's automatic sending.
 */

type Page = { data: EmpresaRegistro[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

const sp = estados.find((estado) => estado.uf === 'SP')!;
const campinas = cidadesDoEstado(sp.id).find((cidade) => cidade.nome === 'Campinas')!;

/** A company the form accepts, with `overrides`. */
const empresa = (nome: string, cnpj: string, overrides: Record<string, unknown> = {}) => ({
  nome,
  cnpj,
  cnae: '2599-3/99',
  ie: '123456789',
  cep: '13015-100',
  end: 'Rua Barão de Jaguara',
  num: '100',
  bairro: 'Centro',
  id_estado: String(sp.id),
  id_cidade: String(campinas.id),
  tel_com: '(19) 3234-5678',
  ...overrides,
});

describe('issue 14: Empresas', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', beta: '' };
  const size = 2;
  const cnpjs = {
    metal: cnpjFromBase('45723174'),
    alimentos: cnpjFromBase('36027154'),
    construtora: cnpjFromBase('17459032'),
    transportes: cnpjFromBase('45723199'),
  };

  const login = async (user: { cpf: string }, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf: user.cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const save = (body: unknown, who: keyof typeof cookies = 'admin') => as(who)('POST', buildPath(apiRoute('empresaSalvar')), body);
  const one = (id: string, who: keyof typeof cookies = 'admin') => as(who)('GET', buildPath(apiRoute('empresa'), { id }));
  const walk = async (search?: string) => {
    const rows: EmpresaRegistro[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const answer = await as('admin')('GET', `${buildPath(apiRoute('empresaLista'))}${toQueryString({ pagination: size, search, cursor })}`);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(Number(answer.response.headers.get(readMeterHeader.items))).toBeLessThanOrEqual(2 * size + 2);
      rows.push(...(answer.json.data as Page).data);
      cursor = (answer.json.data as Page).pagination.next ?? undefined;
      if (!cursor) break;
    }
    return rows;
  };
  const total = async () => ((await as('admin')('GET', buildPath(apiRoute('empresaLista')))).json.data as Page).pagination.total;
  const ids = new Map<string, string>();
  let medicoId = '';

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
    const medico = await as('admin')('POST', buildPath(apiRoute('medicoSalvar')), { nome: 'Dra. Helena Prado', cpf: '529.982.247-25', crm: '123456', crm_uf: 'SP' });
    medicoId = (medico.json.data as { id: string }).id;
  }, 120_000);
  afterAll(() => cloud?.stop());

  it("answers the record's field messages: required fields, CNPJ check digits, CEP, e-mail, the environmental responsible all or nothing", async () => {
    // Act
    const empty = await save({});
    const invalid = await save(empresa('Empresa Inválida', '11.222.333/0001-82', { cep: '1301', email: 'contato@', ra_nome: 'Só o nome' }));
    const dscOc = await save(
      empresa('Empresa Órgão', cnpjs.metal, { ra_nome: 'Eng. Paulo', ra_cpf: '111.444.777-35', ra_ide_oc: 9, ra_nr_oc: '12345', ra_uf_oc: 'sp' }),
    );
    // Assess
    expect(empty.status).toBe(400);
    expect((empty.json.data as Fields).fields).toEqual(
      Object.fromEntries(['nome', 'cnpj', 'cnae', 'ie', 'cep', 'end', 'num', 'id_estado', 'id_cidade', 'bairro', 'tel_com'].map((field) => [field, [requiredMessage]])),
    );
    expect((invalid.json.data as Fields).fields).toEqual({
      cnpj: [invalidCnpjMessage],
      cep: [invalidCepMessage],
      email: [invalidEmailMessage],
      ra_cpf: [requiredMessage],
      ra_ide_oc: [requiredMessage],
      ra_nr_oc: [requiredMessage],
      ra_uf_oc: [requiredMessage],
    });
    expect((dscOc.json.data as Fields).fields).toEqual({ ra_dsc_oc: [requiredMessage] });
    expect(await total()).toBe(0);
  });

  it('creates companies, one per CNPJ in the tenant, and lists them by name and by CNPJ prefix', async () => {
    // Act
    const created = [
      empresa('Metalúrgica Vale Ltda', cnpjs.metal, {
        nome_fantasia: 'MetalVale',
        id_medico_coordenador: medicoId,
        ra_nome: 'Eng. Paulo Mendes',
        ra_cpf: '111.444.777-35',
        ra_ide_oc: '4',
        ra_nr_oc: '5063123456',
        ra_uf_oc: 'sp',
      }),
      empresa('Alimentos Serra S.A.', cnpjs.alimentos, { cep: '13015100' }),
      empresa('Construtora Horizonte', cnpjs.construtora, { ativo: 0 }),
      empresa('Ágil Transportes', cnpjs.transportes),
    ];
    for (const body of created) {
      const answer = await save(body);
      expect(answer.json.msg, JSON.stringify(answer.json)).toBe(recordSavedMessage);
      ids.set(body.nome, (answer.json.data as { id: string }).id);
    }
    const repetido = await save(empresa('Outra Razão', cnpjs.metal.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')));
    const outroTenant = await save(empresa('Metalúrgica Vale Ltda', cnpjs.metal), 'beta');
    const semMedico = await save(empresa('Sem Médico', cnpjFromBase('70314862'), { id_medico_coordenador: 'nao-existe' }));
    // Assess
    expect((repetido.json.data as Fields).fields).toEqual({ cnpj: [empresaCnpjTakenMessage] });
    expect(outroTenant.status, JSON.stringify(outroTenant.json)).toBe(200);
    expect((semMedico.json.data as Fields).fields).toEqual({ id_medico_coordenador: [invalidOptionMessage] });
    const all = await walk();
    // Name order, accents aside (the fixture's 'empresa alfa' was written before, outside the counter).
    expect(all.map((row) => row.nome)).toEqual(['Ágil Transportes', 'Alimentos Serra S.A.', 'Construtora Horizonte', 'empresa alfa', 'Metalúrgica Vale Ltda']);
    expect(await total()).toBe(4);
    expect((await walk('metal')).map((row) => row.nome)).toEqual(['Metalúrgica Vale Ltda']);
    expect((await walk('agil')).map((row) => row.nome)).toEqual(['Ágil Transportes']);
    expect((await walk('457231')).map((row) => row.cnpj)).toEqual([cnpjs.metal, cnpjs.transportes]);
    expect((await walk('36.027.154/0001')).map((row) => row.nome)).toEqual(['Alimentos Serra S.A.']);
    const metal = (await one(ids.get('Metalúrgica Vale Ltda')!)).json.data as EmpresaRegistro;
    expect(metal).toMatchObject({
      cnpj: cnpjs.metal,
      cnae: '2599399',
      cep: '13015100',
      uf: 'SP',
      cidade: 'Campinas',
      ativo: 1,
      versao: 1,
      coordenador_pcmso: { id: medicoId, nome: 'Dra. Helena Prado', crm: '123456', crm_uf: 'SP', cpf: '52998224725' },
      responsavel_ambiental: { nome: 'Eng. Paulo Mendes', cpf: '11144477735', ide_oc: 4, nr_oc: '5063123456', uf_oc: 'SP', dsc_oc: null },
    });
    expect(all.find((row) => row.nome === 'Construtora Horizonte')?.ativo).toBe(0);
    expect((await unicos().get({ tenant: tenants.alfa.tenant, tipo: 'empresaCnpj', valor: cnpjs.metal }).go()).data?.alvoId).toBe(ids.get('Metalúrgica Vale Ltda'));
  });

  it('edits at the version read, keeps the CNPJ, empties what the form emptied; only administrators save', async () => {
    // Prepare
    const id = ids.get('Metalúrgica Vale Ltda')!;
    const base = empresa('Metalúrgica Vale do Paraíba Ltda', cnpjs.metal, { id, versao: 1, id_medico_coordenador: medicoId });
    // Act
    const edit = await save(base);
    const stale = await save(base);
    const cnpjTrocado = await save({ ...base, versao: 2, cnpj: cnpjFromBase('19582637') });
    const negado = await save(empresa('Operador', cnpjFromBase('48271936')), 'operador');
    // Assess
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(stale.status).toBe(409);
    expect((cnpjTrocado.json.data as Fields).fields).toEqual({ cnpj: [empresaCnpjLockedMessage] });
    expect(negado.status).toBe(403);
    expect((await one(id, 'operador')).json.data).toMatchObject({
      nome: 'Metalúrgica Vale do Paraíba Ltda',
      nome_fantasia: null,
      responsavel_ambiental: null,
      coordenador_pcmso: { id: medicoId },
      versao: 2,
    });
    expect((await walk('metalurgica-vale-do')).map((row) => row.id)).toEqual([id]);
  });

  it('soft-deletes for administrators only, refused while the company has employees or a consultation waiting', async () => {
    // Prepare: Alimentos has an employee; Construtora a consultation waiting for its release.
    const tenant = tenants.alfa.tenant;
    const alimentos = ids.get('Alimentos Serra S.A.')!;
    const construtora = ids.get('Construtora Horizonte')!;
    const agil = ids.get('Ágil Transportes')!;
    await changeCounter(tenant, funcionariosCounter(alimentos), 1);
    await consultas()
      .create({
        tenant,
        idCon: 700_001,
        empresaId: construtora,
        empresaNome: 'Construtora Horizonte',
        funcionarioId: 'f-1',
        funcionarioNome: 'João da Silva',
        funcionarioCpf: '52998224725',
        credenciadaId: 'credenciada-1',
        credenciadaNome: 'credenciada alfa',
        fdtId: 'fdt-1',
        fdtDescricao: 'Matriz',
        funcaoId: 'fn-1',
        funcaoNome: 'Pedreiro',
        dataAge: '2026-11-20',
        tipoAso: 48,
        tipoStatus: 69,
        dtCad: new Date().toISOString(),
      })
      .go();
    const remove = (body: unknown, who: keyof typeof cookies = 'admin') => as(who)('POST', buildPath(apiRoute('empresaDeletar')), body);
    // Act
    const negado = await remove({ ids: [agil] }, 'operador');
    const comFuncionario = await remove({ ids: [agil, alimentos] });
    const comConsulta = await remove({ ids: [construtora] });
    const deletar = await remove({ ids: [agil] });
    const denovo = await remove({ ids: [agil] });
    const reuso = await save(empresa('Ágil Transportes Nova', cnpjs.transportes));
    // Assess
    expect(negado.status).toBe(403);
    expect(negado.json.msg).toBe(deleteForbiddenMessage);
    expect([comFuncionario.status, comFuncionario.json.msg]).toEqual([400, empresaEmUsoMessage]);
    expect([comConsulta.status, comConsulta.json.msg]).toEqual([400, empresaEmUsoMessage]);
    expect(deletar.status, JSON.stringify(deletar.json)).toBe(200);
    expect(denovo.status).toBe(404);
    expect((await one(agil)).status).toBe(404);
    expect((await one(alimentos)).status).toBe(200);
    expect(reuso.status, JSON.stringify(reuso.json)).toBe(200);
    expect((await walk('ag')).map((row) => row.nome)).toEqual(['Ágil Transportes Nova']);
    expect(await total()).toBe(4);
  });

  it("answers 404 for another tenant's company, on read, edit, delete and the eSocial tab", async () => {
    // Prepare
    const id = ids.get('Alimentos Serra S.A.')!;
    // Act
    const get = await one(id, 'beta');
    const edit = await save(empresa('Roubada', cnpjs.alimentos, { id, versao: 1 }), 'beta');
    const remove = await as('beta')('POST', buildPath(apiRoute('empresaDeletar')), { ids: [id] });
    const esocial = await as('beta')('GET', buildPath(apiRoute('empresaEsocial'), { id }));
    const esocialSalvar = await as('beta')('POST', buildPath(apiRoute('empresaEsocialSalvar'), { id }), { versao: 0, gerar: 1 });
    // Assess
    expect([get.status, edit.status, remove.status, esocial.status, esocialSalvar.status]).toEqual([404, 404, 404, 404, 404]);
    expect((await one(id)).json.data).toMatchObject({ nome: 'Alimentos Serra S.A.' });
  });

  it('exports what the search finds as Excel', async () => {
    // Act
    const excel = await as('operador')('GET', `${buildPath(apiRoute('empresaExcel'))}${toQueryString({ search: 'metal' })}`);
    // Assess
    expect(excel.status, JSON.stringify(excel.json)).toBe(200);
    const file = excel.json.data as { contents: string; filename: string };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contents, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Empresas');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Razão Social', 'Nome Fantasia', 'CNPJ', 'Cidade', 'UF', 'Telefone', 'E-mail', 'Ativo']);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'Metalúrgica Vale do Paraíba Ltda',
      '',
      cnpjs.metal.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
      'Campinas',
      'SP',
      '(19) 3234-5678',
      '',
      'Sim',
    ]);
    expect(sheet?.rowCount).toBe(2);
  });

  it("changes only this company's part of the tenant's automatic eSocial sending, at the version read", async () => {
    // Prepare: the configuration screen turns the sending on for Alimentos (generated and transmitted).
    const metal = ids.get('Metalúrgica Vale Ltda')!;
    const alimentos = ids.get('Alimentos Serra S.A.')!;
    const configuracao = await as('operador')('POST', buildPath(apiRoute('esocialConfiguracaoSalvar')), {
      versao: 0,
      ativo: 1,
      empresas: [alimentos],
      empresas_processar: [alimentos],
      data_inicio: '2026-11-01',
    });
    expect(configuracao.status, JSON.stringify(configuracao.json)).toBe(200);
    const tab = (id: string) => as('operador')('GET', buildPath(apiRoute('empresaEsocial'), { id }));
    const salvar = (id: string, body: unknown) => as('operador')('POST', buildPath(apiRoute('empresaEsocialSalvar'), { id }), body);
    // Act
    const antes = (await tab(metal)).json.data as EmpresaEsocial;
    const semGerar = await salvar(metal, { versao: 1, gerar: 0, transmitir: 1 });
    const gerar = await salvar(metal, { versao: 1, gerar: 1, transmitir: 0 });
    const stale = await salvar(metal, { versao: 1, gerar: 1, transmitir: 1 });
    const transmitir = await salvar(metal, { versao: 2, gerar: 1, transmitir: 1 });
    const sair = await salvar(alimentos, { versao: 3, gerar: 0, transmitir: 0 });
    // Assess
    expect(antes).toEqual({ id_empresa: metal, versao: 1, envio_ativo: 1, data_inicio: '2026-11-01', gerar: 0, transmitir: 0 });
    expect((semGerar.json.data as Fields).fields).toEqual({ transmitir: [esocialTransmitirSemGerarMessage] });
    expect(gerar.json.data).toMatchObject({ gerar: 1, transmitir: 0, versao: 2 });
    expect(stale.status).toBe(409);
    expect(transmitir.json.data).toMatchObject({ gerar: 1, transmitir: 1, versao: 3 });
    expect(sair.json.data).toMatchObject({ gerar: 0, transmitir: 0, versao: 4 });
    const { data: config } = await esocialConfigs().get({ tenant: tenants.alfa.tenant }).go();
    expect(config).toMatchObject({ ativo: true, empresaIds: [metal], empresasProcessarIds: [metal], dataInicio: '2026-11-01' });
    expect(((await tab(alimentos)).json.data as EmpresaEsocial).gerar).toBe(0);
  });
});
