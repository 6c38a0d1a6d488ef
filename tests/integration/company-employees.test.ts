import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  birthDateNotPastMessage,
  emailSavedMessage,
  expiredPcmsoTip,
  invalidOptionMessage,
  onlyDigits,
  recordSavedMessage,
  recordsDeletedMessage,
  requiredMessage,
  todayInSaoPaulo,
  type EmpresaEmailRow,
  type Fdt,
  type Funcao,
  type Funcionario,
  type FuncionarioRow,
  type Ghe,
  type PcmsoExame,
  type PcmsoRevisao,
} from '@ocupacional/shared';
import { empresas, fdts, funcionarios, ghes, unicos } from '../../functions/src/data/entities';
import { cpfRegisteredMessage } from '../../functions/src/api/cadastro/funcionarios';
import { recountFuncionarioCounters } from '../../functions/src/data/funcionario-lista';
import { companyUsers, startCompanyCloud, type CompanyCloud } from '../support/company-fixtures';

/*
 * The company portal's registrations on the local cloud with the demo data (spec 1 §2 "Employees", §7
 * funcionario/0…, pcmso/…, funcao, email/0…): every call, its 400 field errors, the transfer of a registered CPF,
 * and isolation — another company of the tenant, another tenant and another area all read 404.
 */

const { metalvaleAdmin: admin, metalvaleUser: user, horizonteUser: horizonte, outraUser: outra, clinicAdmin: clinic } =
  companyUsers;

type Page<T> = { data: T[]; pagination: { page: number; pagination: number; total: number | null; last_page: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

describe('company portal: employees, PCMSO lookups and e-mail contacts', () => {
  let portal: CompanyCloud;
  let metalvaleId: string;
  let horizonteId: string;
  let fabrica: { id: string; gheProducao: string; gheSoldagem: string };
  let sede: { id: string; ghe: string };
  let auxProducao: string;
  let soldador: string;

  beforeAll(async () => {
    portal = await startCompanyCloud();
    // The demo seed writes around the product's write paths: the list counters are counted once, as the migration does.
    await recountFuncionarioCounters();
    const { data: all } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = all.find((e) => e.cnpj === onlyDigits(admin.cnpj))!.id;
    horizonteId = all.find((e) => e.cnpj === onlyDigits(horizonte.cnpj))!.id;
    const { data: fronts } = await fdts().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go();
    const fabricaFdt = fronts.find((f) => f.descricao.startsWith('Unidade Fabril'))!;
    const { data: sectors } = await ghes().query.byFdt({ tenant: 'demo', fdtId: fabricaFdt.id }).go();
    const producao = sectors.find((g) => g.descricao === 'Produção e Estamparia')!;
    const soldagem = sectors.find((g) => g.descricao === 'Soldagem')!;
    fabrica = { id: fabricaFdt.id, gheProducao: producao.id, gheSoldagem: soldagem.id };
    auxProducao = producao.funcaoIds![0]!;
    soldador = soldagem.funcaoIds![0]!;
    const { data: horizonteFronts } = await fdts().query.byEmpresa({ tenant: 'demo', empresaId: horizonteId }).go();
    const sedeFdt = horizonteFronts.find((f) => f.descricao.startsWith('Sede'))!;
    const { data: sedeGhes } = await ghes().query.byFdt({ tenant: 'demo', fdtId: sedeFdt.id }).go();
    sede = { id: sedeFdt.id, ghe: sedeGhes[0]!.id };
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const newEmployee = (cpf: string, overrides: Record<string, unknown> = {}) => ({
    nome: 'Joana Prado Lima',
    cpf,
    dt_nas: '14/03/1990',
    sexo: 61,
    dt_adm: '03/02/2025',
    email: 'joana.prado@email.com.br',
    id_fdt: fabrica.id,
    id_funcao: auxProducao,
    id_ghe: fabrica.gheProducao,
    mat: '9001',
    ...overrides,
  });

  describe('employees', () => {
    it('lists the company’s employees by name, 100 per page, with their status, never the deleted one', async () => {
      // Act
      const { status, json } = await portal.api(admin, 'funcionarioLista');
      // Assess
      expect(status).toBe(200);
      const page = json.data as Page<FuncionarioRow>;
      expect(page.pagination).toMatchObject({ page: 1, pagination: 100, total: 11 });
      const names = page.data.map((row) => row.nome);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
      expect(page.data.filter((row) => row.status === 'DEMITIDO')).toHaveLength(1);
      expect(page.data[0]).toMatchObject({ fdt: { nome: expect.any(String) }, funcao: { nome: expect.any(String) } });
    });

    it('filters by status and front and searches by name or CPF', async () => {
      const dismissed = await portal.api(admin, 'funcionarioLista', { query: { filter: { status: 'DEMITIDO' } } });
      const [row] = (dismissed.json.data as Page<FuncionarioRow>).data;
      expect(row).toMatchObject({ status: 'DEMITIDO', dem: 1 });
      const byName = await portal.api(admin, 'funcionarioLista', { query: { search: row!.nome.split(' ')[0]!.toLowerCase() } });
      expect((byName.json.data as Page<FuncionarioRow>).data.map((r) => r.id)).toContain(row!.id);
      const byCpf = await portal.api(admin, 'funcionarioLista', { query: { search: row!.cpf.slice(0, 6) } });
      expect((byCpf.json.data as Page<FuncionarioRow>).data.map((r) => r.id)).toContain(row!.id);
      const byFront = await portal.api(admin, 'funcionarioLista', { query: { filter: { id_fdt: fabrica.id }, pagination: 2 } });
      const frontPage = byFront.json.data as Page<FuncionarioRow>;
      expect(frontPage.data).toHaveLength(2);
      // A filter no counter answers: no total, a cursor for the next page (issue 17).
      expect(frontPage.pagination).toMatchObject({ total: null, last_page: null, next: expect.any(String) });
      expect(frontPage.data.every((r) => r.fdt?.id === fabrica.id)).toBe(true);
    });

    it('answers 400 on an unreadable filter', async () => {
      const route = '/sst/api/demo/funcionario/0?filter=%7Bnao-json';
      const { status, json } = await portal.call('GET', route, { area: 'empresa', cookie: await portal.login(admin) });
      expect(status).toBe(400);
      expect((json.data as Fields).fields.filter).toBeDefined();
    });

    it('creates an employee with every field and reads it back', async () => {
      // Act
      const saved = await portal.api(admin, 'funcionarioSalvar', {
        body: newEmployee('529.982.247-25', {
          rg: '12.345.678-9',
          tel_res: '(12) 3921-0000',
          tel_cel: '(12)99876-5432',
          pis: '120.12345.67-8',
          ct_num: '1234567',
          ct_serie: '0012',
          ct_uf: 'SP',
          cep: '12.238-360',
          end: 'Avenida Cidade Jardim',
          num: '100',
          bairro: 'Jardim Satélite',
          comp: 'Casa 2',
          obs: 'Canhota.',
          pcd: 1,
        }),
      });
      // Assess
      expect(saved.status).toBe(200);
      expect(saved.json).toMatchObject({ msg: recordSavedMessage, data: { cadastrado: false, id: expect.any(String) } });
      const id = (saved.json.data as { id: string }).id;
      const { status, json } = await portal.api(admin, 'funcionario', { params: { id } });
      expect(status).toBe(200);
      expect(json.data as Funcionario).toMatchObject({
        id,
        cpf: '52998224725',
        dt_nas: '1990-03-14',
        cep: '12238360',
        comp: 'Casa 2',
        pcd: 1,
        adm: 0,
        apos_adm: 0,
        dem: 0,
        id_ghe: fabrica.gheProducao,
      });
      expect((await unicos().get({ tenant: 'demo', tipo: 'funcionarioCpf', valor: '52998224725' }).go()).data?.alvoId).toBe(id);
    });

    it('answers the spec’s field errors and writes nothing', async () => {
      const before = (await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go()).data.length;
      const { status, json } = await portal.api(admin, 'funcionarioSalvar', {
        body: { nome: 'x'.repeat(201), cpf: '111.111.111-11', dt_nas: '31/02/2000', sexo: 99, email: 'sem-arroba', end: 'r'.repeat(501) },
      });
      expect(status).toBe(400);
      expect((json.data as Fields).fields).toMatchObject({
        nome: ['Campo deve conter até 200 caracteres'],
        cpf: ['Digite um CPF válido'],
        dt_nas: ['Digite uma data válida no formato dd/mm/aaaa'],
        sexo: [invalidOptionMessage],
        email: ['Email inválido'],
        end: ['Campo deve conter até 500 caracteres'],
        id_fdt: [requiredMessage],
        id_funcao: [requiredMessage],
      });
      expect((await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go()).data).toHaveLength(before);
    });

    it('refuses a birth date today, in the future or before 1900, and writes nothing (issue 12 item 6)', async () => {
      // Prepare
      const before = (await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go()).data.length;
      const today = todayInSaoPaulo();
      // Act
      const answers = await Promise.all(
        [today, addDays(today, 1), '2999-01-01', '31/12/1899'].map((dtNas) =>
          portal.api(admin, 'funcionarioSalvar', { body: newEmployee('390.533.447-05', { dt_nas: dtNas }) }),
        ),
      );
      // Assess
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
      expect(answers.map((answer) => (answer.json.data as Fields).fields.dt_nas)).toEqual([
        [birthDateNotPastMessage],
        [birthDateNotPastMessage],
        [birthDateNotPastMessage],
        ['Digite uma data válida no formato dd/mm/aaaa'],
      ]);
      expect((await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go()).data).toHaveLength(before);
    });

    it('requires the admission date when creating, keeps it as ISO, and lets an edit leave it empty (issue 13)', async () => {
      // Prepare
      const before = (await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go()).data.length;
      // Act
      const missing = await portal.api(admin, 'funcionarioSalvar', { body: newEmployee('390.533.447-05', { dt_adm: '' }) });
      const invalid = await portal.api(admin, 'funcionarioSalvar', { body: newEmployee('390.533.447-05', { dt_adm: '30/02/2025' }) });
      // Assess
      expect(missing.status).toBe(400);
      expect((missing.json.data as Fields).fields).toEqual({ dt_adm: [requiredMessage] });
      expect((invalid.json.data as Fields).fields).toEqual({ dt_adm: ['Digite uma data válida no formato dd/mm/aaaa'] });
      expect((await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go()).data).toHaveLength(before);
      // Act: created with it, read back, edited without it (an employee registered before the field)
      const created = await portal.api(admin, 'funcionarioSalvar', { body: newEmployee('390.533.447-05', { dt_adm: '10/03/2026' }) });
      const id = (created.json.data as { id: string }).id;
      const read = await portal.api(admin, 'funcionario', { params: { id } });
      const stored = (await funcionarios().get({ tenant: 'demo', id }).go()).data;
      const edited = await portal.api(admin, 'funcionarioSalvar', { body: newEmployee('390.533.447-05', { id, versao: 1, dt_adm: '' }) });
      // Assess
      expect(created.status).toBe(200);
      expect((read.json.data as Funcionario).dt_adm).toBe('2026-03-10');
      expect(stored?.dtAdm).toBe('2026-03-10');
      expect(edited.status, JSON.stringify(edited.json)).toBe(200);
      await portal.api(admin, 'funcionarioDeletar', { body: { itens: [id] } });
    });

    it('requires id_ghe when the front has a PCMSO, and a GHE of that front holding the function', async () => {
      const missing = await portal.api(admin, 'funcionarioSalvar', { body: newEmployee('390.533.447-05', { id_ghe: null }) });
      expect(missing.status).toBe(400);
      expect((missing.json.data as Fields).fields).toEqual({ id_ghe: [requiredMessage] });
      const wrongFunction = await portal.api(admin, 'funcionarioSalvar', {
        body: newEmployee('390.533.447-05', { id_funcao: soldador, id_ghe: fabrica.gheProducao }),
      });
      expect((wrongFunction.json.data as Fields).fields).toEqual({ id_ghe: [invalidOptionMessage] });
      const otherCompanysFront = await portal.api(admin, 'funcionarioSalvar', {
        body: newEmployee('390.533.447-05', { id_fdt: sede.id, id_ghe: sede.ghe }),
      });
      expect((otherCompanysFront.json.data as Fields).fields).toMatchObject({ id_fdt: [invalidOptionMessage] });
    });

    it('edits an employee, and refuses another employee’s CPF', async () => {
      const created = await portal.api(admin, 'funcionarioSalvar', { body: newEmployee('111.444.777-35') });
      const id = (created.json.data as { id: string }).id;
      const edited = await portal.api(admin, 'funcionarioSalvar', {
        body: newEmployee('111.444.777-35', { id, versao: 1, nome: 'Joana Prado Lima Souza', comp: null, id_funcao: soldador, id_ghe: fabrica.gheSoldagem }),
      });
      expect(edited.json).toMatchObject({ status: 200, data: { id, cadastrado: false } });
      const { data } = await funcionarios().get({ tenant: 'demo', id }).go();
      expect(data).toMatchObject({ nome: 'Joana Prado Lima Souza', gheId: fabrica.gheSoldagem, funcaoId: soldador });
      // Another employee's CPF
      const taken = await portal.api(admin, 'funcionarioSalvar', { body: newEmployee('529.982.247-25', { id, versao: 2 }) });
      expect(taken.status).toBe(400);
      expect((taken.json.data as Fields).fields).toEqual({ cpf: ['CPF já cadastrado'] });
      // A new CPF moves the claim
      const moved = await portal.api(admin, 'funcionarioSalvar', { body: newEmployee('123.456.789-09', { id, versao: 2 }) });
      expect(moved.status).toBe(200);
      expect((await unicos().get({ tenant: 'demo', tipo: 'funcionarioCpf', valor: '12345678909' }).go()).data?.alvoId).toBe(id);
      expect((await unicos().get({ tenant: 'demo', tipo: 'funcionarioCpf', valor: '11144477735' }).go()).data).toBeNull();
    });

    it('asks to transfer an employee whose CPF another company registered, and moves it on confirmation', async () => {
      // Prepare: an employee of Horizonte Mineiro
      const { data: theirs } = await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: horizonteId }).go();
      const target = theirs.find((f) => !f.deletedAt && !f.dem)!;
      const body = newEmployee(target.cpf, { nome: 'Nome Novo Transferido' });
      // Act: saving the registered CPF
      const asked = await portal.api(user, 'funcionarioSalvar', { body });
      // Assess: the question, and nothing moved
      expect(asked.json).toMatchObject({ status: 200, msg: cpfRegisteredMessage, data: { id: null, cadastrado: true } });
      expect((await funcionarios().get({ tenant: 'demo', id: target.id }).go()).data?.empresaId).toBe(horizonteId);
      // Act: confirmed with created_user 1
      const confirmed = await portal.api(user, 'funcionarioSalvar', { body: { ...body, created_user: 1 } });
      // Assess: same record, now MetalVale's, with the form's data; Horizonte no longer sees it
      expect(confirmed.json).toMatchObject({ status: 200, data: { id: target.id, cadastrado: false } });
      const { data: moved } = await funcionarios().get({ tenant: 'demo', id: target.id }).go();
      expect(moved).toMatchObject({ empresaId: metalvaleId, nome: 'Nome Novo Transferido', fdtId: fabrica.id, adm: false });
      expect((await portal.api(horizonte, 'funcionario', { params: { id: target.id } })).status).toBe(404);
      expect((await portal.api(user, 'funcionario', { params: { id: target.id } })).status).toBe(200);
      // Assess: the move is recorded, and the losing company sees who took the employee (issue 12 item 4)
      const perdidos = await portal.api(horizonte, 'funcionarioTransferencias');
      expect(perdidos.status).toBe(200);
      expect((perdidos.json.data as { data: unknown[] }).data).toEqual([
        expect.objectContaining({
          funcionario: { id: target.id, nome: target.nome, cpf: target.cpf },
          para_empresa: { id: metalvaleId, nome: expect.any(String) },
          created_at: expect.any(String),
        }),
      ]);
      const ganhos = await portal.api(user, 'funcionarioTransferencias');
      expect((ganhos.json.data as { data: unknown[] }).data).toEqual([]);
    });

    it('deletes the chosen employees, all or none', async () => {
      const a = (await portal.api(admin, 'funcionarioSalvar', { body: newEmployee('987.654.321-00') })).json.data as { id: string };
      const b = (await portal.api(admin, 'funcionarioSalvar', { body: newEmployee('100.000.000-19') })).json.data as { id: string };
      const { data: theirs } = await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: horizonteId }).go();
      // One of them is another company's: nothing is deleted
      const refused = await portal.api(admin, 'funcionarioDeletar', { body: { itens: [a.id, theirs[0]!.id] } });
      expect(refused.status).toBe(404);
      expect((await funcionarios().get({ tenant: 'demo', id: a.id }).go()).data?.deletedAt).toBeUndefined();
      const deleted = await portal.api(admin, 'funcionarioDeletar', { body: { itens: [a.id, b.id] } });
      expect(deleted.json).toMatchObject({ status: 200, msg: recordsDeletedMessage, data: { total: 2 } });
      expect((await portal.api(admin, 'funcionario', { params: { id: a.id } })).status).toBe(404);
      const again = await portal.api(admin, 'funcionarioDeletar', { body: { itens: [a.id] } });
      expect(again.status).toBe(404);
      const empty = await portal.api(admin, 'funcionarioDeletar', { body: { itens: [] } });
      expect(empty.status).toBe(400);
      // Registering the deleted one's CPF again offers it back
      const back = await portal.api(admin, 'funcionarioSalvar', { body: newEmployee('987.654.321-00') });
      expect(back.json.data).toEqual({ id: null, cadastrado: true });
    });
  });

  describe('PCMSO lookups and functions', () => {
    it('lists the company’s fronts with their current revision', async () => {
      const { status, json } = await portal.api(admin, 'pcmsoFdt', { query: { filter: { ativo: 1 } } });
      expect(status).toBe(200);
      const fronts = json.data as Fdt[];
      expect(fronts).toHaveLength(2);
      expect(fronts.find((f) => f.id === fabrica.id)?.revisao).toMatchObject({ rev: 2, vencido: false });
    });

    it('lists GHEs by front and function, disabling the one whose PCMSO expired with the spec’s tip', async () => {
      const own = (await portal.api(admin, 'pcmsoGhe', { query: { filter: { id_fdt: fabrica.id, id_funcao: soldador } } })).json.data as Ghe[];
      expect(own.map((g) => g.id)).toEqual([fabrica.gheSoldagem]);
      expect(own[0]).toMatchObject({ vencido: false, sem_pcmso: false, dica: null });
      const expired = (await portal.api(horizonte, 'pcmsoGhe', { query: { filter: { id_fdt: sede.id } } })).json.data as Ghe[];
      expect(expired[0]).toMatchObject({ vencido: true, dica: expiredPcmsoTip });
      expect((await portal.api(admin, 'pcmsoGhe', { query: { filter: { id_fdt: sede.id } } })).status).toBe(404);
    });

    it('lists the functions of a front and the tenant’s catalogue with search', async () => {
      const ofFront = (await portal.api(admin, 'pcmsoGheFuncao', { query: { filter: { id_fdt: fabrica.id } } })).json.data as Funcao[];
      expect(ofFront.map((f) => f.id)).toEqual(expect.arrayContaining([auxProducao, soldador]));
      const searched = (await portal.api(admin, 'funcoes', { query: { search: 'sold' } })).json.data as Funcao[];
      expect(searched.map((f) => f.nome)).toEqual(['Soldador']);
      const frontSearched = (await portal.api(admin, 'funcoes', { query: { search: 'sold', filter: { id_fdt: fabrica.id } } })).json.data as Funcao[];
      expect(frontSearched.map((f) => f.id)).toEqual([soldador]);
    });

    it('lists the exams the GHE’s current PCMSO asks for', async () => {
      const { json } = await portal.api(admin, 'pcmsoGheExame', { params: { id_ghe: fabrica.gheSoldagem } });
      const rules = json.data as PcmsoExame[];
      expect(rules.map((r) => r.exame.nome)).toEqual(
        expect.arrayContaining(['Exame Clínico Ocupacional', 'Audiometria Tonal Ocupacional', 'Raio-X de Tórax PA (padrão OIT)']),
      );
      expect(rules.find((r) => r.exame.nome.startsWith('Raio-X'))).toMatchObject({ adm: true, dem: true, periodicidade: 24, validade: 365 });
      expect((await portal.api(horizonte, 'pcmsoGheExame', { params: { id_ghe: fabrica.gheSoldagem } })).status).toBe(404);
    });

    it('answers a front’s latest revision, for the user’s own company only', async () => {
      const { status, json } = await portal.api(admin, 'pcmsoUltimaRevisao', { params: { empresa: metalvaleId, fdt: fabrica.id } });
      expect(status).toBe(200);
      expect(json.data as PcmsoRevisao).toMatchObject({ rev: 2, descricao: 'Revisão anual 1', parent: expect.any(String) });
      expect((await portal.api(admin, 'pcmsoUltimaRevisao', { params: { empresa: horizonteId, fdt: sede.id } })).status).toBe(404);
    });
  });

  describe('e-mail contacts', () => {
    it('lists the company’s contacts, filtered by sector', async () => {
      const all = (await portal.api(admin, 'emails')).json.data as EmpresaEmailRow[];
      expect(all.map((c) => c.tipo.id).sort()).toEqual([197, 199]);
      const aso = (await portal.api(admin, 'empresaEmails', { params: { empresa: metalvaleId }, query: { filter: { id_tipo_email: 197 } } }))
        .json.data as EmpresaEmailRow[];
      expect(aso).toHaveLength(1);
      expect(aso[0]).toMatchObject({ tipo: { id: 197, descricao: 'ASO' }, email: expect.stringContaining(';'), ativo: 1 });
      expect((await portal.api(admin, 'empresaEmails', { params: { empresa: horizonteId } })).status).toBe(404);
    });

    it('saves a contact with several addresses and fronts, and edits it', async () => {
      const created = await portal.api(admin, 'emailSalvar', {
        body: { tipo: 198, fdt: [fabrica.id], email: ' esocial@metalvale.com.br ; ti@metalvale.com.br ', obs: 'Eventos', ativo: 1 },
      });
      expect(created.json).toMatchObject({ status: 200, msg: emailSavedMessage });
      const id = (created.json.data as { id: string }).id;
      const edited = await portal.api(admin, 'emailSalvar', {
        body: { id, versao: 1, tipo: 198, fdt: [], email: 'esocial@metalvale.com.br', ativo: 0, id_emp: horizonteId },
      });
      expect(edited.status).toBe(200);
      const row = ((await portal.api(admin, 'emails', { query: { filter: { id_tipo_email: 198 } } })).json.data as EmpresaEmailRow[])[0];
      expect(row).toMatchObject({ id, id_emp: metalvaleId, email: 'esocial@metalvale.com.br', ativo: 0, fdt: [], obs: null });
    });

    it('validates each address and the fronts', async () => {
      const { status, json } = await portal.api(admin, 'emailSalvar', {
        body: { tipo: 197, fdt: [sede.id], email: 'bom@metalvale.com.br; ruim@; outro@x.info' },
      });
      expect(status).toBe(400);
      expect((json.data as Fields).fields).toEqual({
        email: ['Email `ruim@` não é válido', 'Email `outro@x.info` não é válido'],
      });
      const fronts = await portal.api(admin, 'emailSalvar', { body: { tipo: 197, fdt: [sede.id], email: 'a@b.com' } });
      expect((fronts.json.data as Fields).fields).toEqual({ fdt: [invalidOptionMessage] });
    });
  });

  describe('isolation', () => {
    it('reads another tenant’s ids as absent, and refuses another tenant’s path and another area', async () => {
      const { data: outraEmpresas } = await empresas().query.byId({ tenant: 'outra' }).go();
      const { data: outraFuncionarios } = await funcionarios().query.byEmpresa({ tenant: 'outra', empresaId: outraEmpresas[0]!.id }).go();
      const foreign = outraFuncionarios[0]!.id;
      expect((await portal.api(admin, 'funcionario', { params: { id: foreign } })).status).toBe(404);
      expect((await portal.api(admin, 'funcionarioDeletar', { body: { itens: [foreign] } })).status).toBe(404);
      expect((await portal.api(outra, 'funcionario', { params: { id: foreign } })).status).toBe(200);
      // The demo session on the /outra path
      const cookie = await portal.login(admin);
      const crossed = await portal.call('GET', `/sst/api/outra/funcionario/0/${foreign}`, { area: 'empresa', cookie });
      expect(crossed.status).toBe(404);
      // A clinic session on a company route
      expect((await portal.api(clinic, 'funcionarioLista')).status).toBe(404);
      // Outra's list holds only outra's employees
      const list = (await portal.api(outra, 'funcionarioLista')).json.data as Page<FuncionarioRow>;
      expect(list.data.map((r) => r.id)).toContain(foreign);
      expect(list.data).toHaveLength(outraFuncionarios.filter((f) => !f.deletedAt).length);
    });

    it('reads another company’s employee of the same tenant as absent: MetalVale’s user cannot read, edit or delete Horizonte’s', async () => {
      // Prepare: a live employee of Horizonte Mineiro, as stored
      const { data: theirs } = await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: horizonteId }).go();
      const target = theirs.find((f) => !f.deletedAt && !f.dem)!;
      const before = (await funcionarios().get({ tenant: 'demo', id: target.id }).go()).data!;
      // Act: MetalVale's user reads it, saves its own valid form over it by id, and deletes it
      const read = await portal.api(user, 'funcionario', { params: { id: target.id } });
      const edited = await portal.api(user, 'funcionarioSalvar', {
        body: newEmployee(target.cpf, {
          id: target.id,
          versao: before.versao ?? 1,
          nome: 'Nome Trocado Por Outra Empresa',
        }),
      });
      const deleted = await portal.api(user, 'funcionarioDeletar', { body: { itens: [target.id] } });
      const listed = (await portal.api(user, 'funcionarioLista', { query: { search: target.cpf } })).json.data as Page<FuncionarioRow>;
      // Assess: 404 on every call, absent from MetalVale's list, and Horizonte's employee untouched
      expect({ read: read.status, edited: edited.status, deleted: deleted.status }).toEqual({ read: 404, edited: 404, deleted: 404 });
      expect(listed.data.map((row) => row.id)).not.toContain(target.id);
      const after = (await funcionarios().get({ tenant: 'demo', id: target.id }).go()).data;
      expect(after).toEqual(before);
      expect((await portal.api(horizonte, 'funcionario', { params: { id: target.id } })).status).toBe(200);
    });
  });
});
