import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  addDays,
  credenciadaCnpjTakenMessage,
  credenciadaEmUsoMessage,
  credenciadaPadraoDeleteMessage,
  deleteForbiddenMessage,
  exameRepetidoMessage,
  invalidCepMessage,
  invalidCnpjMessage,
  invalidEmailMessage,
  invalidNumberMessage,
  invalidOptionMessage,
  onlyDigits,
  recordSavedMessage,
  requiredMessage,
  todayInSaoPaulo,
  vigenciaInvalidaMessage,
  type CredenciadaCadastro,
  type TabelaPrecoCadastro,
  type TabelaPrecoEntry,
  type TabelaPrecoResumo,
} from '@ocupacional/shared';
import { consultasExternas, credenciadas, empresas, fdts, ghes, tabelaPrecoExames } from '../../functions/src/data/entities';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { findCidade } from '../../functions/src/reference';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { startAsoCloud } from '../support/aso-fixtures';
import { companyUsers, type CompanyCloud } from '../support/company-fixtures';

/*
 * Issue 14, Credenciadas on the registry pattern (cadastros-exames.test.ts holds the pattern's full proof) on the demo
 * data: the clinic's record (CNPJ check digits and one per tenant, address whose state and city the Nova Consulta
 * filters by, the examining doctor picked among Configurações › Médicos, a single default clinic), its list by name
 * and by CNPJ prefix (gsi3/gsi4, gsi1/gsi2 keep the CNPJ lookup and the state/city index), the soft delete refused for
 * the default clinic and while consultations are open, permissions, tenant isolation and the Excel export; and its
 * price tables: a table saved here is offered and priced by the company's Nova Consulta exactly as a seeded one, only
 * within its validity; the counter tables of every clinic are the empresa/tabela-balcao list.
 */

const demo = loadDemoUsers();
const webAdmin = demo[0] as DemoUser;
const webOperador = demo[1] as DemoUser;
const outraAdmin = demo[8] as DemoUser;
const { metalvaleAdmin: company, clinicAdmin: clinicUser } = companyUsers;

type Page = { data: CredenciadaCadastro[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

describe('issue 14: Credenciadas and their price tables', () => {
  let portal: CompanyCloud;
  const today = todayInSaoPaulo();
  const manaus = findCidade('AM', 'Manaus')!;
  const size = 2;
  let seeded: { total: number; padraoId: string; cnpj: string };
  let metalvaleId: string;
  let fabrica: string;
  let soldagem: string;
  let soldador: string;
  let funcionarioId: string;
  let medicoId: string;
  let planExams: string[];
  const ids = { amazonas: '', rio: '', table: '', counter: '' };

  const clinic = (overrides: Record<string, unknown> = {}) => ({
    nome: 'Clínica Amazonas Saúde Ocupacional',
    nome_fantasia: 'Amazonas SST',
    cnpj: '11.222.333/0001-81',
    ie: '123456',
    cnae: '8630-5/03',
    cep: '69.005-040',
    end: 'Av. Eduardo Ribeiro',
    num: '520',
    bairro: 'Centro',
    id_estado: manaus.id_estado,
    id_cidade: manaus.id,
    tel_com: '(92) 3232-1000',
    email: 'agenda@amazonas.example.com.br',
    padrao: 0,
    ativo: 1,
    ...overrides,
  });
  const save = (body: unknown, who: DemoUser = webAdmin) => portal.api(who, 'credenciadaSalvar', { body });
  const one = async (id: string, who: DemoUser = webAdmin) => portal.api(who, 'credenciada', { params: { id } });
  const walk = async (search?: string) => {
    const rows: CredenciadaCadastro[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 30; pages += 1) {
      const answer = await portal.api(webAdmin, 'credenciadaLista', { query: { pagination: size, search, cursor } as never });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(Number(answer.response.headers.get(readMeterHeader.items))).toBeLessThanOrEqual(2 * size + 2);
      rows.push(...(answer.json.data as Page).data);
      cursor = (answer.json.data as Page).pagination.next ?? undefined;
      if (!cursor) break;
    }
    return rows;
  };
  const total = async () => {
    const answer = await portal.api(webAdmin, 'credenciadaLista');
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json.data as Page).pagination.total;
  };
  const priceFilter = (overrides: Record<string, unknown> = {}) => ({
    id_funcionario: funcionarioId,
    id_fdt: fabrica,
    id_funcao: soldador,
    id_ghe: soldagem,
    id_tipo_aso: [52],
    periodicidade: 12,
    data_age: addDays(today, 3),
    ...overrides,
  });
  const cards = async (overrides: Record<string, unknown> = {}) => {
    const answer = await portal.api(company, 'tabelaPreco', { query: { filter: priceFilter(overrides) } });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.data as TabelaPrecoEntry[];
  };
  const defaults = async () => (await credenciadas().query.byLocal({ tenant: 'demo' }).go({ pages: 'all' })).data.filter((c) => c.padrao && !c.deletedAt).map((c) => c.id);

  beforeAll(async () => {
    portal = await startAsoCloud();
    const { data: clinics } = await credenciadas().query.byLocal({ tenant: 'demo' }).go({ pages: 'all' });
    const padrao = clinics.find((c) => c.padrao)!;
    seeded = { total: clinics.filter((c) => !c.deletedAt).length, padraoId: padrao.id, cnpj: padrao.cnpj };
    const { data: all } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = all.find((e) => e.cnpj === onlyDigits(company.cnpj))!.id;
    fabrica = (await fdts().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go()).data.find((f) => f.descricao.startsWith('Unidade Fabril'))!.id;
    const soldagemGhe = (await ghes().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go()).data.find((g) => g.descricao === 'Soldagem')!;
    soldagem = soldagemGhe.id;
    soldador = soldagemGhe.funcaoIds![0]!;
    const saved = await portal.api(company, 'funcionarioSalvar', {
      body: { nome: 'Raimundo Soldador Manaus', cpf: '390.533.447-05', dt_nas: '1988-02-11', sexo: 60, dt_adm: '2023-03-01', id_fdt: fabrica, id_funcao: soldador, id_ghe: soldagem },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    funcionarioId = (saved.json.data as { id: string }).id;
    const doctor = await portal.api(webAdmin, 'medicoSalvar', { body: { nome: 'Dra. Iracema Tavares', crm: '45678', crm_uf: 'AM' } });
    medicoId = (doctor.json.data as { id: string }).id;
    // The exams the welder's periodic consultation asks for, as the seeded default clinic's card lists them.
    const seededCards = await cards();
    planExams = seededCards.find((card) => card.credenciada.id === seeded.padraoId)!.exames.consulta.filter((e) => e.va === 0).map((e) => e.id_exa);
    expect(planExams.length).toBeGreaterThanOrEqual(2);
  }, 180_000);
  afterAll(() => portal?.stop());

  it('answers the field messages: required fields, CNPJ check digits, CEP, e-mail, state and city, doctor', async () => {
    // Act
    const empty = await save({});
    const invalid = await save(clinic({ cnpj: '11.222.333/0001-82', cep: '6900', email: 'agenda@', id_cidade: 999, id_medico: 'nenhum' }));
    const noDoctor = await save(clinic({ id_medico: 'nenhum' }));
    // Assess
    expect(empty.status).toBe(400);
    expect((empty.json.data as Fields).fields).toEqual({
      nome: [requiredMessage],
      cnpj: [requiredMessage],
      cep: [requiredMessage],
      end: [requiredMessage],
      num: [requiredMessage],
      bairro: [requiredMessage],
      id_estado: [requiredMessage],
      id_cidade: [requiredMessage],
      tel_com: [requiredMessage],
    });
    expect((invalid.json.data as Fields).fields).toEqual({ cnpj: [invalidCnpjMessage], cep: [invalidCepMessage], email: [invalidEmailMessage] });
    expect((noDoctor.json.data as Fields).fields).toEqual({ id_medico: [invalidOptionMessage] });
    expect((await save(clinic({ id_cidade: 999 }))).json.data).toEqual({ fields: { id_cidade: [invalidOptionMessage] } });
    expect(await total()).toBe(seeded.total);
  });

  it('creates clinics, one per CNPJ in the tenant, lists them by name and CNPJ prefix, and keeps the Nova Consulta lookup', async () => {
    // Act
    const amazonas = await save(clinic({ id_medico: medicoId }));
    const rio = await save(clinic({ nome: 'Policlínica Rio Negro', nome_fantasia: '', cnpj: '44555666000181', email: '', id_medico: '' }));
    const repetido = await save(clinic({ nome: 'Outra', cnpj: '11222333000181' }));
    const seededCnpj = await save(clinic({ nome: 'Cópia da Padrão', cnpj: seeded.cnpj }));
    const outroTenant = await save(clinic(), outraAdmin);
    // Assess
    expect(amazonas.json.msg, JSON.stringify(amazonas.json)).toBe(recordSavedMessage);
    expect(rio.status, JSON.stringify(rio.json)).toBe(200);
    ids.amazonas = (amazonas.json.data as { id: string }).id;
    ids.rio = (rio.json.data as { id: string }).id;
    expect((repetido.json.data as Fields).fields).toEqual({ cnpj: [credenciadaCnpjTakenMessage] });
    expect((seededCnpj.json.data as Fields).fields).toEqual({ cnpj: [credenciadaCnpjTakenMessage] });
    expect(outroTenant.status).toBe(200);
    expect((await one(ids.amazonas)).json.data).toMatchObject({
      cnpj: '11222333000181',
      cep: '69005040',
      cnae: '8630503',
      uf: 'AM',
      cidade: 'Manaus',
      padrao: 0,
      id_medico: medicoId,
      medico_nome: 'Dra. Iracema Tavares',
      medico_crm: '45678',
      medico_crm_uf: 'AM',
      versao: 1,
    });
    expect((await one(ids.rio)).json.data).toMatchObject({ nome_fantasia: null, email: null, medico_nome: null });
    expect(await total()).toBe(seeded.total + 2);
    const all = await walk();
    expect(all).toHaveLength(seeded.total + 2);
    const names = all.map((row) => row.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    expect((await walk('clinica amaz')).map((row) => row.id)).toEqual([ids.amazonas]);
    expect((await walk('44.555')).map((row) => row.id)).toEqual([ids.rio]);
    // The company area's GET {tenant}/credenciada (the Nova Consulta's clinic lookup) is another route, still served.
    const lookup = await portal.api(company, 'credenciadas', { query: { search: 'amazonas', filter: { uf: 'AM' } } as never });
    expect(lookup.status).toBe(200);
    expect(lookup.json.data).toEqual([{ id: ids.amazonas, nome: 'Clínica Amazonas Saúde Ocupacional', uf: 'AM', cidade: 'Manaus', padrao: false }]);
    // Only administrators change the registry.
    expect((await save(clinic({ nome: 'Do operador', cnpj: '77888999000181' }), webOperador)).status).toBe(403);
    expect((await one(ids.amazonas, webOperador)).status).toBe(200);
  });

  it('keeps a single default clinic: marking one clears the previous in the same save', async () => {
    // Act
    const first = await save(clinic({ id: ids.amazonas, versao: 1, padrao: 1, id_medico: medicoId }));
    const afterFirst = await defaults();
    const second = await save({ ...((await one(ids.rio)).json.data as object), padrao: 1 });
    const afterSecond = await defaults();
    const undo = await save({ ...((await one(ids.rio)).json.data as object), padrao: 0 });
    const stale = await save(clinic({ id: ids.amazonas, versao: 1, padrao: 1 }));
    // Assess
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(afterFirst).toEqual([ids.amazonas]);
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    expect(afterSecond).toEqual([ids.rio]);
    expect(((await one(ids.amazonas)).json.data as CredenciadaCadastro).padrao).toBe(0);
    expect(undo.status).toBe(200);
    expect(await defaults()).toEqual([]);
    expect(stale.status).toBe(409);
    // The seeded default back, for the consultations of the other tests of the demo data.
    const seededDefault = (await one(seeded.padraoId)).json.data as CredenciadaCadastro;
    expect((await save({ ...seededDefault, padrao: 1, id_estado: seededDefault.id_estado, id_cidade: seededDefault.id_cidade })).status).toBe(200);
    expect(await defaults()).toEqual([seeded.padraoId]);
  });

  it('saves a price table for a company front that the Nova Consulta offers and prices, only within its validity', async () => {
    // Prepare
    const [first, second, ...rest] = planExams as [string, string, ...string[]];
    const table = (overrides: Record<string, unknown> = {}) => ({
      id_credenciada: ids.amazonas,
      nome: 'Tabela MetalVale Fábrica',
      id_empresa: metalvaleId,
      id_fdt: fabrica,
      inicio: addDays(today, -1),
      fim: '',
      ativo: 1,
      exames: [
        { id_exa: first, valor_venda: '85,50', taxa_servico: 1, valor_servico: '4,50' },
        { id_exa: second, valor_venda: 4000, taxa_servico: 0, valor_servico: 999 },
        ...rest.map((id_exa) => ({ id_exa, valor_venda: '10,00' })),
      ],
      ...overrides,
    });
    // Act
    const invalid = await portal.api(webAdmin, 'tabelaPrecoSalvar', {
      body: table({ inicio: addDays(today, 5), fim: today, exames: [{ id_exa: first, valor_venda: 1 }, { id_exa: first, valor_venda: 1 }] }),
    });
    const notMoney = await portal.api(webAdmin, 'tabelaPrecoSalvar', { body: table({ exames: [{ id_exa: first, valor_venda: 'abc' }, { id_exa: second }] }) });
    const unknown = await portal.api(webAdmin, 'tabelaPrecoSalvar', { body: table({ exames: [{ id_exa: 'nenhum', valor_venda: 1, parceiros: ['nenhum'] }] }) });
    const saved = await portal.api(webAdmin, 'tabelaPrecoSalvar', { body: table() });
    ids.table = (saved.json.data as { id: string }).id;
    const offered = await cards({ uf: 'AM' });
    // Assess
    expect((invalid.json.data as Fields).fields).toEqual({ fim: [vigenciaInvalidaMessage], 'exames.1.id_exa': [exameRepetidoMessage] });
    expect((notMoney.json.data as Fields).fields).toEqual({ 'exames.0.valor_venda': [invalidNumberMessage], 'exames.1.valor_venda': [requiredMessage] });
    expect((unknown.json.data as Fields).fields).toEqual({ 'exames.0.id_exa': [invalidOptionMessage], 'exames.0.parceiros': [invalidOptionMessage] });
    expect(saved.json.msg, JSON.stringify(saved.json)).toBe(recordSavedMessage);
    expect(offered.map((card) => [card.id, card.credenciada.id, card.credenciada.cidade])).toEqual([[ids.table, ids.amazonas, 'Manaus']]);
    const card = offered[0]!;
    expect(card.completa).toBe(true);
    const expected = 8550 + 450 + 4000 + rest.length * 1000;
    expect(card.total_exames).toBe(expected);
    expect(card.total_exames_realizar).toBe(expected);
    expect(card.exames.consulta.find((e) => e.id_exa === first)).toMatchObject({ valor_venda: 8550, valor_servico: 450, valor_total: 9000, taxa_servico: 1 });
    expect(card.exames.consulta.find((e) => e.id_exa === second)).toMatchObject({ valor_venda: 4000, valor_servico: 0, taxa_servico: 0 });
    // The table as the clinic's tab reads it back, with the exams' names.
    const read = (await portal.api(webAdmin, 'tabelaPrecoCadastro', { params: { id: ids.table } })).json.data as TabelaPrecoCadastro;
    expect(read).toMatchObject({ id_empresa: metalvaleId, id_fdt: fabrica, empresa_nome: expect.any(String), vigente: 1, versao: 1 });
    expect(read.exames.map((e) => e.id_exa).sort()).toEqual([...planExams].sort());
    // The company orders a consultation priced by the new clinic.
    const ordered = await portal.api(company, 'consultaExternaCadastrar', {
      body: { id_funcionario: funcionarioId, id_fdt: fabrica, id_funcao: soldador, id_ghe: soldagem, tipo_aso: 52, periodicidade: 12, data_age: `${addDays(today, 3)}T08:00`, id_tabela_preco: ids.table },
    });
    expect(ordered.status, JSON.stringify(ordered.json)).toBe(200);
    const consulta = (await consultasExternas().get({ tenant: 'demo', id: (ordered.json.data as { id: string }).id }).go()).data!;
    expect(consulta).toMatchObject({ credenciadaId: ids.amazonas, tabelaPrecoId: ids.table, tipoStatus: 54 });
    expect(consulta.exames!.reduce((sum, e) => sum + (e.valor ?? 0), 0)).toBe(expected);

    // Act: the validity ended yesterday; then a future one; then back in force, an exam removed.
    const ended = await portal.api(webAdmin, 'tabelaPrecoSalvar', { body: table({ id: ids.table, versao: 1, inicio: addDays(today, -30), fim: addDays(today, -1) }) });
    const afterEnd = await cards({ uf: 'AM' });
    const future = await portal.api(webAdmin, 'tabelaPrecoSalvar', { body: table({ id: ids.table, versao: 2, inicio: addDays(today, 10), fim: '' }) });
    const beforeStart = await cards({ uf: 'AM' });
    const back = await portal.api(webAdmin, 'tabelaPrecoSalvar', { body: table({ id: ids.table, versao: 3, inicio: '', exames: table().exames.slice(1) }) });
    const incomplete = await cards({ uf: 'AM' });
    // Assess
    expect([ended.status, future.status, back.status]).toEqual([200, 200, 200]);
    expect(afterEnd).toEqual([]);
    expect(beforeStart).toEqual([]);
    expect(incomplete.map((c) => [c.id, c.completa])).toEqual([[ids.table, false]]);
    expect((await tabelaPrecoExames().get({ tenant: 'demo', tabelaPrecoId: ids.table, exameId: first }).go()).data).toBeNull();
  });

  it('lists the counter tables of every clinic (empresa/tabela-balcao), offered to every company', async () => {
    // Act
    const saved = await portal.api(webAdmin, 'tabelaPrecoSalvar', {
      body: { id_credenciada: ids.rio, nome: 'Balcão Rio Negro', exames: planExams.map((id_exa) => ({ id_exa, valor_venda: '50,00' })) },
    });
    ids.counter = (saved.json.data as { id: string }).id;
    const balcao = await portal.api(webAdmin, 'tabelaPrecoLista', { query: { filter: { balcao: 1 } } });
    const ofRio = await portal.api(webAdmin, 'tabelaPrecoLista', { query: { filter: { id_credenciada: ids.rio } } });
    const offered = await cards({ uf: 'AM', id_credenciada: ids.rio });
    // Assess
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const rows = balcao.json.data as TabelaPrecoResumo[];
    expect(rows.find((row) => row.id === ids.counter)).toMatchObject({ credenciada_nome: 'Policlínica Rio Negro', id_empresa: null, id_fdt: null, vigente: 1 });
    // Every seeded clinic's counter table too, and no company's table.
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.id_empresa === null)).toBe(true);
    expect(rows.map((row) => row.credenciada_nome)).toEqual([...rows.map((row) => row.credenciada_nome)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect((ofRio.json.data as TabelaPrecoResumo[]).map((row) => row.id)).toEqual([ids.counter]);
    expect(offered.map((card) => [card.id, card.total_exames])).toEqual([[ids.counter, planExams.length * 5000]]);
  });

  it('refuses deleting the default clinic and one with open consultations; deletes for administrators only', async () => {
    // Act
    const negado = await portal.api(webOperador, 'credenciadaDeletar', { body: { ids: [ids.rio] } });
    const padrao = await portal.api(webAdmin, 'credenciadaDeletar', { body: { ids: [seeded.padraoId, ids.rio] } });
    const aberta = await portal.api(webAdmin, 'credenciadaDeletar', { body: { ids: [ids.amazonas] } });
    const deletar = await portal.api(webAdmin, 'credenciadaDeletar', { body: { ids: [ids.rio] } });
    const denovo = await portal.api(webAdmin, 'credenciadaDeletar', { body: { ids: [ids.rio] } });
    const reuso = await save(clinic({ nome: 'Nova Rio Negro', cnpj: '44555666000181' }));
    // Assess
    expect(negado.status).toBe(403);
    expect(negado.json.msg).toBe(deleteForbiddenMessage);
    expect([padrao.status, padrao.json.msg]).toEqual([400, credenciadaPadraoDeleteMessage]);
    expect([aberta.status, aberta.json.msg]).toEqual([400, credenciadaEmUsoMessage]);
    expect(deletar.status).toBe(200);
    expect(denovo.status).toBe(404);
    expect((await one(ids.rio)).status).toBe(404);
    expect(reuso.status, JSON.stringify(reuso.json)).toBe(200);
    expect(await total()).toBe(seeded.total + 2);
    // A deleted clinic's tables are offered no more, nor listed.
    expect(await cards({ uf: 'AM', id_credenciada: ids.rio })).toEqual([]);
    expect(((await portal.api(webAdmin, 'tabelaPrecoLista', { query: { filter: { balcao: 1 } } })).json.data as TabelaPrecoResumo[]).map((r) => r.id)).not.toContain(ids.counter);
    // Deleting a table deletes its prices (the exams it priced may leave the catalogue).
    const removeTable = await portal.api(webAdmin, 'tabelaPrecoDeletar', { body: { ids: [ids.table] } });
    expect(removeTable.status).toBe(200);
    expect((await tabelaPrecoExames().query.byTabela({ tenant: 'demo', tabelaPrecoId: ids.table }).go()).data).toEqual([]);
    expect((await portal.api(webAdmin, 'tabelaPrecoCadastro', { params: { id: ids.table } })).status).toBe(404);
  });

  it("answers 404 for another tenant's clinic and table; exports the list as Excel", async () => {
    // Act
    const get = await one(ids.amazonas, outraAdmin);
    const edit = await save(clinic({ id: ids.amazonas, versao: 2 }), outraAdmin);
    const remove = await portal.api(outraAdmin, 'credenciadaDeletar', { body: { ids: [ids.amazonas] } });
    const tables = await portal.api(outraAdmin, 'tabelaPrecoLista', { query: { filter: { id_credenciada: ids.amazonas } } });
    const newTable = await portal.api(outraAdmin, 'tabelaPrecoSalvar', { body: { id_credenciada: ids.amazonas, nome: 'Roubada' } });
    const excel = await portal.api(webAdmin, 'credenciadaExcel', { query: { search: 'clinica amazonas' } as never });
    // Assess
    expect([get.status, edit.status, remove.status, tables.status]).toEqual([404, 404, 404, 404]);
    expect((newTable.json.data as Fields).fields).toEqual({ id_credenciada: [invalidOptionMessage] });
    const file = excel.json.data as { contents: string };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contents, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Credenciadas');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Razão Social', 'Nome Fantasia', 'CNPJ', 'Cidade', 'UF', 'Telefone', 'Email', 'Padrão', 'Ativo']);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'Clínica Amazonas Saúde Ocupacional',
      'Amazonas SST',
      '11.222.333/0001-81',
      'Manaus',
      'AM',
      '(92) 3232-1000',
      'agenda@amazonas.example.com.br',
      'Não',
      'Sim',
    ]);
    expect(sheet?.rowCount).toBe(2);
  });

  it("follows the clinic's own meu-cadastro: a name saved in the clinic area is found by the list's name index", async () => {
    // Prepare
    const own = (await portal.api(clinicUser, 'meuCadastro')).json.data as Record<string, unknown>;
    // Act
    const saved = await portal.api(clinicUser, 'meuCadastroSalvar', {
      body: { ...own, nome: 'Zeta Clínica Renomeada no Portal', cnae: own.cnae || '8630503', ie: own.ie || 'ISENTO', senha_atual: '', senha_nova: '', senha_confirma: '' },
    });
    // Assess
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((await walk('zeta clinica')).map((row) => row.cnpj)).toEqual([onlyDigits(clinicUser.cnpj)]);
    expect(await total()).toBe(seeded.total + 2);
  });
});
