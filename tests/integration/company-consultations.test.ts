import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  consultationRegistrationErrorMessage,
  examNotInPcmsoMessage,
  expiredPcmsoTip,
  invalidOptionMessage,
  onlyDigits,
  priceTableNotFoundMessage,
  recordSavedMessage,
  recordsDeletedMessage,
  requiredMessage,
  scheduleInPastMessage,
  scheduleTooFarMessage,
  todayInSaoPaulo,
  type Acompanhamento,
  type ConsultaExternaDetail,
  type ConsultaExternaExame,
  type ConsultaExternaRow,
  type Risco,
  type TabelaPrecoEntry,
  type TabelaPrecoExame,
} from '@ocupacional/shared';
import {
  acompanhamentos,
  consultaExames,
  consultasExternas,
  credenciadas,
  empresas,
  exames,
  fdts,
  funcionarios,
  ghes,
  tabelaPrecoExames,
  tabelasPreco,
  usuarios,
} from '../../functions/src/data/entities';
import { cannotDeleteMessage } from '../../functions/src/api/consulta/consultas-externas';
import { guideNotPrintableMessage } from '../../functions/src/api/consulta/guia';
import { asoTypeNotAllowedMessage } from '../../functions/src/domain/consulta-externa';
import { hashPassword } from '../../functions/src/platform/passwords';
import type { DemoUser } from '../../infra/local/seed/demo-users';
import { companyUsers, startCompanyCloud, type CompanyCloud } from '../support/company-fixtures';

/*
 * External consultations of the company portal on the local cloud with the demo data (spec 1 §2 "New external
 * consultation", "External consultation list/edit", "Guide/ASO modal", §7 tabela-preco, consulta/externa…): the
 * price-table cards computed from the PCMSO and the stored prices (reused and demonstrative exams included),
 * creation with its 400s, the list and edit page, the delete with its permission, the guide PDF, and isolation.
 */

const { metalvaleAdmin: admin, metalvaleUser: user, horizonteUser: horizonte, outraUser: outra } = companyUsers;
type Page<T> = { data: T[]; pagination: { total: number } };
type Fields = { fields: Record<string, string[]> };

describe('company portal: external consultations', () => {
  let portal: CompanyCloud;
  const today = todayInSaoPaulo();
  let metalvaleId: string;
  let fabrica: string;
  let soldagem: string;
  let producao: string;
  let soldador: string;
  let auxProducao: string;
  let empilhadeira: string;
  let cd: string;
  let armazem: string;
  let funcionarioId: string;
  let exameIds: Record<'clinico' | 'audiometria' | 'espirometria' | 'raiox' | 'acuidade', string>;
  let valeTable: string;
  let matrizCounter: string;
  let horizonteSede: { fdt: string; ghe: string; funcao: string };
  let seededAdmitted: string;
  /** A MetalVale user with 559 but not 560. */
  let noDelete: DemoUser;

  beforeAll(async () => {
    portal = await startCompanyCloud();
    const { data: all } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = all.find((e) => e.cnpj === onlyDigits(admin.cnpj))!.id;
    const horizonteId = all.find((e) => e.cnpj === onlyDigits(horizonte.cnpj))!.id;
    const { data: fronts } = await fdts().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go();
    fabrica = fronts.find((f) => f.descricao.startsWith('Unidade Fabril'))!.id;
    cd = fronts.find((f) => f.descricao.startsWith('Centro'))!.id;
    const { data: sectors } = await ghes().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go();
    const soldagemGhe = sectors.find((g) => g.descricao === 'Soldagem')!;
    const producaoGhe = sectors.find((g) => g.descricao === 'Produção e Estamparia')!;
    const armazemGhe = sectors.find((g) => g.descricao === 'Armazenagem e Expedição')!;
    soldagem = soldagemGhe.id;
    producao = producaoGhe.id;
    armazem = armazemGhe.id;
    soldador = soldagemGhe.funcaoIds![0]!;
    [auxProducao, empilhadeira] = producaoGhe.funcaoIds as [string, string];
    const { data: catalogue } = await exames().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    const idOf = (start: string) => catalogue.find((e) => e.nome.startsWith(start))!.id;
    exameIds = {
      clinico: idOf('Exame Clínico'),
      audiometria: idOf('Audiometria'),
      espirometria: idOf('Espirometria'),
      raiox: idOf('Raio-X'),
      acuidade: idOf('Acuidade'),
    };
    const { data: clinics } = await credenciadas().query.byLocal({ tenant: 'demo' }).go();
    const vale = clinics.find((c) => c.nome.includes('Vale'))!;
    const matriz = clinics.find((c) => c.padrao)!;
    const { data: valeTables } = await tabelasPreco().query.byCredenciada({ tenant: 'demo', credenciadaId: vale.id }).go();
    valeTable = valeTables.find((t) => t.empresaId === metalvaleId)!.id;
    const { data: matrizTables } = await tabelasPreco().query.byCredenciada({ tenant: 'demo', credenciadaId: matriz.id }).go();
    matrizCounter = matrizTables[0]!.id;
    const { data: horizonteFronts } = await fdts().query.byEmpresa({ tenant: 'demo', empresaId: horizonteId }).go();
    const sede = horizonteFronts.find((f) => f.descricao.startsWith('Sede'))!;
    const sedeGhe = (await ghes().query.byFdt({ tenant: 'demo', fdtId: sede.id }).go()).data[0]!;
    horizonteSede = { fdt: sede.id, ghe: sedeGhe.id, funcao: sedeGhe.funcaoIds![0]! };
    const { data: staff } = await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go();
    seededAdmitted = staff.find((f) => f.adm && !f.dem && !f.deletedAt && f.gheId === producao)!.id;

    // A fresh welder with a history: audiometry 30 days ago (valid 90 days: reused), chest X-ray 400 days ago
    // (valid 365 days, but every 24 months: demonstrative), a clinical exam 10 days ago (never carried over).
    const saved = await portal.api(admin, 'funcionarioSalvar', {
      body: { nome: 'Caio Soldador Teste', cpf: '529.982.247-25', dt_nas: '1990-05-10', sexo: 60, dt_adm: '2024-05-06', id_fdt: fabrica, id_funcao: soldador, id_ghe: soldagem },
    });
    funcionarioId = (saved.json.data as { id: string }).id;
    const result = (idCon: number, exame: keyof typeof exameIds, daysAgo: number) =>
      consultaExames()
        .put({
          tenant: 'demo',
          idCon,
          id: `R${idCon}`,
          funcionarioId,
          empresaId: metalvaleId,
          exameId: exameIds[exame]!,
          exameNome: exame,
          data: addDays(today, -daysAgo),
        })
        .go();
    await Promise.all([result(9001, 'audiometria', 30), result(9002, 'raiox', 400), result(9003, 'clinico', 10)]);

    const senhaHash = await hashPassword('semdelete123');
    noDelete = { area: 'empresa', tenant: 'demo', cpf: '123.456.789-09', cnpj: admin.cnpj, senha: 'semdelete123', role: 'usuario' };
    await usuarios()
      .put({
        tenant: 'demo',
        id: 'usuario-sem-560',
        pointType: 'empresa',
        pointId: metalvaleId,
        pointNome: 'MetalVale',
        pointCnpj: onlyDigits(admin.cnpj),
        cpf: '12345678909',
        nome: 'Usuário sem exclusão',
        usuario: 'sem.exclusao',
        email: 'sem.exclusao@metalvale.com.br',
        senhaHash,
        acessoPermissao: [559],
      })
      .go();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const inDays = (days: number) => addDays(today, days);
  const priceFilter = (overrides: Record<string, unknown> = {}) => ({
    id_funcionario: funcionarioId,
    id_fdt: fabrica,
    id_funcao: soldador,
    id_ghe: soldagem,
    id_tipo_aso: [52],
    periodicidade: 12,
    data_age: inDays(3),
    ...overrides,
  });
  const form = (overrides: Record<string, unknown> = {}) => ({
    id_funcionario: funcionarioId,
    id_fdt: fabrica,
    id_funcao: soldador,
    id_ghe: soldagem,
    tipo_aso: 52,
    periodicidade: 12,
    data_age: `${inDays(3)}T09:30`,
    id_tabela_preco: valeTable,
    obs: 'Levar documento com foto.',
    ...overrides,
  });

  describe('price tables', () => {
    it('offers one card per clinic with the PCMSO’s exams, reused and demonstrative ones, and server-side totals', async () => {
      // Act
      const { status, json } = await portal.api(admin, 'tabelaPreco', { query: { filter: priceFilter() } });
      // Assess
      expect(status).toBe(200);
      const cards = json.data as TabelaPrecoEntry[];
      expect(cards).toHaveLength(5);
      expect(new Set(cards.map((c) => c.credenciada.id)).size).toBe(5);
      const vale = cards.find((c) => c.id === valeTable)!;
      const byExam = new Map(vale.exames.consulta.map((e) => [e.id_exa, e]));
      expect([...byExam.keys()].sort()).toEqual([exameIds.clinico, exameIds.audiometria, exameIds.espirometria].sort());
      expect(byExam.get(exameIds.audiometria)).toMatchObject({ va: 1, id_con_rea: 9001, dt_exame: inDays(-30), validade_pcmso: 90 });
      expect(byExam.get(exameIds.clinico)).toMatchObject({ va: 0, id_con_rea: null, dt_exame: inDays(-10) });
      expect(vale.exames.demonstrativo.map((e) => [e.id_exa, e.id_con_dem])).toEqual([[exameIds.raiox, 9002]]);
      // The totals are the stored prices: everything at full price, and what is charged (exams to do)
      const stored = async (exame: keyof typeof exameIds) => {
        const { data } = await tabelaPrecoExames().get({ tenant: 'demo', tabelaPrecoId: valeTable, exameId: exameIds[exame]! }).go();
        return data!.valorVenda + (data!.valorServico ?? 0);
      };
      const [clinico, audiometria, espirometria] = await Promise.all((['clinico', 'audiometria', 'espirometria'] as const).map(stored));
      expect(vale.total_exames).toBe(clinico! + audiometria! + espirometria!);
      expect(vale.total_exames_realizar).toBe(clinico! + espirometria!);
      expect(vale.completa).toBe(true);
      // Relevance: complete first, then the default clinic
      expect(cards[0]!.credenciada.padrao).toBe(true);
      expect(cards.every((c) => c.credenciada.nome_curto.length <= 53)).toBe(true);
    });

    it('orders by name and filters by state and city', async () => {
      const byName = (await portal.api(admin, 'tabelaPreco', { query: { filter: priceFilter({ ordem: 'nome' }) } })).json.data as TabelaPrecoEntry[];
      const names = byName.map((c) => c.credenciada_nome);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
      const sp = (await portal.api(admin, 'tabelaPreco', { query: { filter: priceFilter({ uf: 'SP' }) } })).json.data as TabelaPrecoEntry[];
      expect(sp.length).toBeGreaterThan(0);
      expect(sp.every((c) => c.credenciada_uf === 'SP')).toBe(true);
      const city = (await portal.api(admin, 'tabelaPreco', { query: { filter: priceFilter({ uf: 'SP', cidade: 'sao jose dos campos' }) } }))
        .json.data as TabelaPrecoEntry[];
      expect(city.map((c) => c.id)).toEqual([valeTable]);
      const none = (await portal.api(admin, 'tabelaPreco', { query: { filter: priceFilter({ uf: 'AM' }) } })).json.data;
      expect(none).toEqual([]);
    });

    it('answers field errors for an expired PCMSO, a disabled type, a past date and missing choices', async () => {
      const expired = await portal.api(horizonte, 'tabelaPreco', {
        query: {
          filter: priceFilter({
            id_funcionario: (await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: (await empresas().query.byId({ tenant: 'demo' }).go()).data.find((e) => e.cnpj === onlyDigits(horizonte.cnpj))!.id }).go()).data.find((f) => !f.deletedAt)!.id,
            id_fdt: horizonteSede.fdt,
            id_ghe: horizonteSede.ghe,
            id_funcao: horizonteSede.funcao,
          }),
        },
      });
      expect(expired.status).toBe(400);
      expect((expired.json.data as Fields).fields).toEqual({ 'filter.id_ghe': [expiredPcmsoTip] });
      const admitted = await portal.api(admin, 'tabelaPreco', {
        query: { filter: priceFilter({ id_funcionario: seededAdmitted, id_funcao: auxProducao, id_ghe: producao, id_tipo_aso: 47 }) },
      });
      expect((admitted.json.data as Fields).fields).toEqual({ 'filter.id_tipo_aso': [asoTypeNotAllowedMessage] });
      const past = await portal.api(admin, 'tabelaPreco', { query: { filter: priceFilter({ data_age: inDays(-1) }) } });
      expect((past.json.data as Fields).fields).toEqual({ 'filter.data_age': [scheduleInPastMessage] });
      const missing = await portal.api(admin, 'tabelaPreco', { query: { filter: { id_funcionario: funcionarioId } } });
      expect(Object.keys((missing.json.data as Fields).fields).sort()).toEqual(
        ['filter.data_age', 'filter.id_fdt', 'filter.id_funcao', 'filter.id_ghe', 'filter.id_tipo_aso'].sort(),
      );
    });

    it('says when the PCMSO asks no exam of a type', async () => {
      // Prepare: a new sector of the factory that the PCMSO has no exam for yet
      await ghes()
        .put({ tenant: 'demo', id: 'ghe-sem-exames', empresaId: metalvaleId, fdtId: fabrica, ghe: 'GHE-09', descricao: 'Pintura', funcaoIds: [soldador] })
        .go();
      const { status, json } = await portal.api(admin, 'tabelaPreco', { query: { filter: priceFilter({ id_ghe: 'ghe-sem-exames' }) } });
      expect(status).toBe(400);
      expect((json.data as Fields).fields).toEqual({ 'filter.id_tipo_aso': [examNotInPcmsoMessage] });
    });

    it('lists a table’s prices for chosen exams, flagging exams outside the PCMSO and without a price', async () => {
      const { status, json } = await portal.api(admin, 'tabelaPrecoExame', {
        params: { tabelaPreco: valeTable },
        query: { filter: { id_exa: [exameIds.audiometria, exameIds.acuidade, 'nao-existe'], id_ghe: soldagem, id_tipo_aso: 47 } },
      });
      expect(status).toBe(200);
      const [audiometria, acuidade, missing] = json.data as TabelaPrecoExame[];
      expect(audiometria).toMatchObject({ erro: null, valor_total: audiometria!.valor_venda + audiometria!.valor_servico });
      expect(audiometria!.valor_venda).toBeGreaterThan(0);
      expect(acuidade!.erro).toBe(examNotInPcmsoMessage);
      expect(missing!.erro).toBe(examNotInPcmsoMessage);
      const unpriced = await portal.api(admin, 'tabelaPrecoExame', { params: { tabelaPreco: valeTable }, query: { filter: { id_exa: ['nao-existe'] } } });
      expect((unpriced.json.data as TabelaPrecoExame[])[0]!.erro).toBe(priceTableNotFoundMessage);
      // Horizonte can't read MetalVale's own table
      expect((await portal.api(horizonte, 'tabelaPrecoExame', { params: { tabelaPreco: valeTable } })).status).toBe(404);
    });

    it('looks clinics up by state', async () => {
      const { json } = await portal.api(admin, 'credenciadas', { query: { filter: { uf: 'MG' } } });
      expect((json.data as { nome: string; uf: string }[]).map((c) => c.uf)).toEqual(['MG']);
    });
  });

  describe('creating a consultation', () => {
    let createdId: string;

    it('saves it scheduled (54) with the exams priced from the stored table, whatever the body says about money', async () => {
      // Act
      const { status, json } = await portal.api(user, 'consultaExternaCadastrar', {
        body: { ...form(), total: 1, exames: [{ id_exa: exameIds.espirometria, valor: 1 }] },
      });
      // Assess
      expect(status).toBe(200);
      expect(json.msg).toBe(recordSavedMessage);
      createdId = (json.data as { id: string }).id;
      const { data } = await consultasExternas().get({ tenant: 'demo', id: createdId }).go();
      expect(data).toMatchObject({ tipoStatus: 54, tipoAso: 52, periodicidade: 12, dataAge: `${inDays(3)}T09:30`, tabelaPrecoId: valeTable, revisao: 2 });
      const espirometria = (await tabelaPrecoExames().get({ tenant: 'demo', tabelaPrecoId: valeTable, exameId: exameIds.espirometria }).go()).data!;
      const stored = new Map(data!.exames!.map((e) => [e.exameId, e]));
      expect(stored.get(exameIds.espirometria)?.valor).toBe(espirometria.valorVenda + (espirometria.valorServico ?? 0));
      expect(stored.get(exameIds.audiometria)).toMatchObject({ valor: 0, idConRea: 9001, dataExame: inDays(-30) });
      expect(stored.get(exameIds.raiox)).toMatchObject({ valor: 0, idConDem: 9002 });
    });

    it('opens on the exams tab with its exams, risks and tracking', async () => {
      const detail = (await portal.api(user, 'consultaExterna', { params: { id: createdId } })).json.data as ConsultaExternaDetail;
      expect(detail).toMatchObject({
        tipo_status: { id: 54, bloqueado: 0 },
        abas: ['exames', 'riscos', 'acompanhamento', 'guia'],
        aba_inicial: 'exames',
        alerta: null,
        guia_imprimivel: true,
        cor: 'azul',
        pode_deletar: true,
        credenciada: { nome: 'Centro Médico do Trabalho Vale', telefone: '(12) 3878-2100', endereco: expect.stringContaining('São José dos Campos/SP') },
      });
      expect(detail.total).toBe(detail.exames.reduce((sum, e) => sum + e.valor, 0));
      const exams = (await portal.api(user, 'consultaExternaExames', { params: { id: createdId } })).json.data as ConsultaExternaExame[];
      expect(exams).toHaveLength(4);
      const risks = (await portal.api(user, 'consultaExternaRiscos', { params: { id: createdId } })).json.data as Risco[];
      expect(risks.map((r) => r.categoria.descricao)).toEqual(['Químico', 'Físico', 'Físico']);
      const tracking = (await portal.api(user, 'consultaExternaAcompanhamento', { params: { id: createdId } })).json.data as Acompanhamento[];
      expect(tracking).toEqual([expect.objectContaining({ tipo_status: { id: 54, descricao: 'Agendada' }, usuario: expect.any(String) })]);
    });

    it('refuses a date beyond 15 days, a periodicity not offered, and a partner the table does not allow', async () => {
      const far = await portal.api(user, 'consultaExternaCadastrar', { body: form({ data_age: inDays(16) }) });
      expect((far.json.data as Fields).fields).toEqual({ data_age: [scheduleTooFarMessage()] });
      const bad = await portal.api(user, 'consultaExternaCadastrar', { body: form({ periodicidade: 7 }) });
      expect((bad.json.data as Fields).fields).toEqual({ periodicidade: [invalidOptionMessage] });
      const partner = await portal.api(user, 'consultaExternaCadastrar', {
        body: form({ exames: [{ id_exa: exameIds.espirometria, id_par: 'parceiro-inexistente' }] }),
      });
      expect((partner.json.data as Fields).fields).toEqual({ 'exames.0.id_par': [invalidOptionMessage] });
      const unreadable = await portal.api(user, 'consultaExternaCadastrar', { body: form({ data_age: '2024-13-45', tipo_aso: 99 }) });
      expect((unreadable.json.data as Fields).fields).toMatchObject({
        data_age: ['Digite uma data válida no formato dd/mm/aaaa'],
        tipo_aso: [invalidOptionMessage],
      });
    });

    it('takes a function change (50) only with the new front, sector, function and date, and prices the new GHE’s exams', async () => {
      const incomplete = await portal.api(user, 'consultaExternaCadastrar', { body: form({ tipo_aso: 50, periodicidade: null }) });
      expect((incomplete.json.data as Fields).fields).toEqual({
        id_mf_fdt: [requiredMessage],
        id_mf_ghe: [requiredMessage],
        id_mf_funcao: [requiredMessage],
        dt_mudanca_condicao: [requiredMessage],
      });
      const change = {
        tipo_aso: 50,
        periodicidade: null,
        id_mf_fdt: cd,
        id_mf_ghe: armazem,
        id_mf_funcao: empilhadeira,
        dt_mudanca_condicao: inDays(7),
        id_tabela_preco: matrizCounter,
      };
      const { status, json } = await portal.api(user, 'consultaExternaCadastrar', { body: form(change) });
      expect(status).toBe(200);
      const { data } = await consultasExternas().get({ tenant: 'demo', id: (json.data as { id: string }).id }).go();
      // The storage GHE asks clinical and visual acuity of a function change; the welder's own front stays
      expect(data!.exames!.map((e) => e.exameId).sort()).toEqual([exameIds.clinico, exameIds.acuidade].sort());
      expect(data).toMatchObject({ fdtId: fabrica, gheId: soldagem, mfFdtId: cd, mfGheId: armazem, mfFuncaoId: empilhadeira, periodicidade: -1 });
      // The S-2240 of the change starts on the day it is ordered for (issue 13)
      expect(data!.dtMudancaCondicao).toBe(inDays(7));
      const detail = (await portal.api(user, 'consultaExterna', { params: { id: data!.id } })).json.data as ConsultaExternaDetail;
      expect(detail.mudanca_funcao).toMatchObject({ fdt: { id: cd }, ghe: { id: armazem }, funcao: { id: empilhadeira } });
    });

    it('refuses a table that does not serve the front', async () => {
      // Vale's MetalVale table serves the factory front only
      const { json } = await portal.api(user, 'consultaExternaCadastrar', {
        body: form({ tipo_aso: 50, periodicidade: null, id_mf_fdt: cd, id_mf_ghe: armazem, id_mf_funcao: empilhadeira, dt_mudanca_condicao: inDays(7) }),
      });
      expect((json.data as Fields).fields).toEqual({ id_tabela_preco: [priceTableNotFoundMessage] });
    });
  });

  describe('the list, the edit page and the delete', () => {
    it('lists the last 60 days’ consultations, newest first, with colours and actions', async () => {
      const { status, json } = await portal.api(admin, 'consultaExternaLista', { query: { pagination: 200 } });
      expect(status).toBe(200);
      const rows = (json.data as Page<ConsultaExternaRow>).data;
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.every((r) => r.empresa.id === metalvaleId)).toBe(true);
      const created = rows.map((r) => r.created_at);
      expect(created).toEqual([...created].sort().reverse());
      expect(rows.every((r) => r.created_at >= `${inDays(-61)}`)).toBe(true);
      const deleted = rows.find((r) => r.deleted_at)!;
      expect(deleted).toMatchObject({ cor: 'vermelho', pode_editar: false, pode_deletar: false, mostra_guia: false });
      const generated = rows.find((r) => r.id_con && !r.deleted_at)!;
      expect(generated).toMatchObject({ cor: 'verde', pode_deletar: false });
      const closed = rows.find((r) => r.tipo_status.id === 57)!;
      expect(closed.mostra_guia).toBe(false);
      const past = rows.find((r) => !r.id_con && !r.deleted_at && r.data_age.slice(0, 10) < today);
      if (past) expect(past.cor).toBe('laranja');
    });

    it('filters by status, type, provider, employee, schedule window and deleted, and searches', async () => {
      const waiting = (await portal.api(admin, 'consultaExternaLista', { query: { filter: { id_tipo_status: [194, 195] } } })).json
        .data as Page<ConsultaExternaRow>;
      expect(waiting.data.map((r) => r.tipo_status.id).sort()).toEqual([194, 195]);
      const noDeleted = (await portal.api(admin, 'consultaExternaLista', { query: { filter: { deleted: 0 }, pagination: 200 } })).json
        .data as Page<ConsultaExternaRow>;
      expect(noDeleted.data.some((r) => r.deleted_at)).toBe(false);
      const mine = (await portal.api(admin, 'consultaExternaLista', { query: { filter: { id_funcionario: funcionarioId, id_tipo_aso: [52] } } }))
        .json.data as Page<ConsultaExternaRow>;
      expect(mine.data.length).toBeGreaterThanOrEqual(1);
      expect(mine.data.every((r) => r.funcionario.id === funcionarioId && r.tipo_aso.id === 52)).toBe(true);
      const future = (await portal.api(admin, 'consultaExternaLista', { query: { filter: { agendamento_at: [inDays(1), inDays(30)] } } })).json
        .data as Page<ConsultaExternaRow>;
      expect(future.data.every((r) => r.data_age.slice(0, 10) > today)).toBe(true);
      const searched = (await portal.api(admin, 'consultaExternaLista', { query: { search: 'caio soldador' } })).json.data as Page<ConsultaExternaRow>;
      expect(searched.data.every((r) => r.funcionario.id === funcionarioId)).toBe(true);
      const badFilter = await portal.api(admin, 'consultaExternaLista', { query: { filter: { created_at: ['ontem', null] } } });
      expect((badFilter.json.data as Fields).fields).toEqual({ 'filter.created_at': ['Digite uma data válida no formato dd/mm/aaaa'] });
    });

    it('opens a waiting (194) or failed (195) batch consultation on tracking, without exams and risks', async () => {
      const rows = (await portal.api(admin, 'consultaExternaLista', { query: { filter: { id_tipo_status: [194, 195] } } })).json
        .data as Page<ConsultaExternaRow>;
      const failed = rows.data.find((r) => r.tipo_status.id === 195)!;
      const waiting = rows.data.find((r) => r.tipo_status.id === 194)!;
      const failedDetail = (await portal.api(admin, 'consultaExterna', { params: { id: failed.id } })).json.data as ConsultaExternaDetail;
      expect(failedDetail).toMatchObject({
        abas: ['acompanhamento', 'guia'],
        aba_inicial: 'acompanhamento',
        alerta: { tipo: 'erro', titulo: consultationRegistrationErrorMessage, texto: failed.info },
      });
      const waitingDetail = (await portal.api(admin, 'consultaExterna', { params: { id: waiting.id } })).json.data as ConsultaExternaDetail;
      expect(waitingDetail).toMatchObject({ aba_inicial: 'acompanhamento', alerta: { tipo: 'info' }, guia_imprimivel: false });
    });

    it('deletes only with permission 560, never a generated consultation, all or none', async () => {
      const rows = (await portal.api(admin, 'consultaExternaLista', { query: { filter: { deleted: 0 }, pagination: 200 } })).json
        .data as Page<ConsultaExternaRow>;
      const deletable = rows.data.find((r) => r.pode_deletar && r.funcionario.id === funcionarioId)!;
      const generated = rows.data.find((r) => r.id_con)!;
      // Act / Assess: no permission
      const forbidden = await portal.api(noDelete, 'consultaExternaDeletar', { body: { itens: [deletable.id] } });
      expect(forbidden.json).toMatchObject({ status: 403, msg: 'Você não possui permissão para deletar esse registro' });
      // A generated one in the lot: nothing deleted
      const refused = await portal.api(user, 'consultaExternaDeletar', { body: { itens: [deletable.id, generated.id] } });
      expect(refused.json).toMatchObject({ status: 400, msg: cannotDeleteMessage });
      expect((await consultasExternas().get({ tenant: 'demo', id: deletable.id }).go()).data?.deletedAt).toBeUndefined();
      // Deleted
      const deleted = await portal.api(user, 'consultaExternaDeletar', { body: { itens: [deletable.id] } });
      expect(deleted.json).toMatchObject({ status: 200, msg: recordsDeletedMessage, data: { total: 1 } });
      const detail = (await portal.api(user, 'consultaExterna', { params: { id: deletable.id } })).json.data as ConsultaExternaDetail;
      expect(detail).toMatchObject({ cor: 'vermelho', pode_editar: false, mostra_guia: false, guia_imprimivel: false });
      expect((await portal.api(user, 'consultaExternaDeletar', { body: { itens: [deletable.id] } })).status).toBe(400);
    });
  });

  describe('the referral guide', () => {
    let scheduled: ConsultaExternaRow;

    beforeAll(async () => {
      const rows = (await portal.api(admin, 'consultaExternaLista', { query: { filter: { id_tipo_status: [54], deleted: 0 } } })).json
        .data as Page<ConsultaExternaRow>;
      scheduled = rows.data[0]!;
    });

    it('answers the PDF of a scheduled consultation with the session cookie', async () => {
      const { status, response } = await portal.api(admin, 'consultaExternaGuia', { params: { hash: scheduled.id } });
      expect(status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="guia-encaminhamento-/);
    });

    it('takes the token from the query when the tab has no cookie, and only on file routes', async () => {
      const login = await portal.call('POST', '/sst/api/demo/login', {
        area: 'empresa',
        body: { cpf: user.cpf, cnpj: user.cnpj, senha: user.senha, point_type: 'empresa' },
      });
      const jwt = (login.json.data as { jwt: string }).jwt;
      const pdf = await fetch(`${portal.cloud.url}/sst/api/demo/consulta/externa/guia/${scheduled.id}?token=${jwt}`, {
        headers: { host: `empresa.localhost:${portal.cloud.port}` },
      });
      expect(pdf.status).toBe(200);
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const list = await portal.call('GET', `/sst/api/demo/consulta/externa?token=${jwt}`, { area: 'empresa' });
      expect(list.status).toBe(401);
      const noToken = await portal.call('GET', `/sst/api/demo/consulta/externa/guia/${scheduled.id}`, { area: 'empresa' });
      expect(noToken.status).toBe(401);
    });

    it('links the generated ASO of released rows only, and the link opens the PDF', async () => {
      // Prepare
      const released = (await portal.api(admin, 'consultaExternaLista', { query: { filter: { id_tipo_status: [66], deleted: 0 } } }))
        .json.data as Page<ConsultaExternaRow>;
      const row = released.data.find((candidate) => candidate.id_con)!;
      // Act
      const detail = (await portal.api(admin, 'consultaExterna', { params: { id: row.id } })).json.data as ConsultaExternaDetail;
      const pdf = await portal.api(admin, 'asoPdf', { params: { hash: row.aso!.hash } });
      // Assess
      expect(row.aso).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{32}$/), url: `/sst/api/demo/consulta/aso/${row.aso!.hash}` });
      expect(detail.aso).toEqual(row.aso);
      expect({ status: pdf.status, type: pdf.response.headers.get('content-type') }).toEqual({ status: 200, type: 'application/pdf' });
      expect(scheduled.aso).toBeNull();
    });

    it('refuses to print unless the status is 54', async () => {
      const rows = (await portal.api(admin, 'consultaExternaLista', { query: { filter: { id_tipo_status: [66] } } })).json
        .data as Page<ConsultaExternaRow>;
      const { status, json } = await portal.api(admin, 'consultaExternaGuia', { params: { hash: rows.data[0]!.id } });
      expect({ status, msg: json.msg }).toEqual({ status: 400, msg: guideNotPrintableMessage });
    });
  });

  describe('isolation', () => {
    it('reads another tenant’s and another company’s consultations as absent on every route, and changes nothing of theirs', async () => {
      // Prepare: outra's consultation and MetalVale's consultations, as stored
      const { data: outraEmpresas } = await empresas().query.byId({ tenant: 'outra' }).go();
      const { data: foreign } = await consultasExternas()
        .query.byEmpresa({ tenant: 'outra', empresaId: outraEmpresas[0]!.id })
        .go();
      const id = foreign[0]!.id;
      const foreignBefore = (await consultasExternas().get({ tenant: 'outra', id }).go()).data;
      const metalvaleBefore = (await consultasExternas().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go({ pages: 'all' })).data;
      // Act and Assess: every read and the delete of another tenant's consultation answer 404
      for (const route of ['consultaExterna', 'consultaExternaAcompanhamento', 'consultaExternaExames', 'consultaExternaRiscos'] as const) {
        expect((await portal.api(admin, route, { params: { id } })).status, route).toBe(404);
      }
      expect((await portal.api(admin, 'consultaExternaGuia', { params: { hash: id } })).status).toBe(404);
      expect((await portal.api(admin, 'consultaExternaDeletar', { body: { itens: [id] } })).status).toBe(404);
      expect((await portal.api(outra, 'consultaExterna', { params: { id } })).status).toBe(200);
      // Horizonte (same tenant) can't open MetalVale's
      const mine = metalvaleBefore[0]!;
      expect((await portal.api(horizonte, 'consultaExterna', { params: { id: mine.id } })).status).toBe(404);
      expect((await portal.api(horizonte, 'consultaExternaDeletar', { body: { itens: [mine.id] } })).status).toBe(404);
      // Creating for another company's employee
      const created = await portal.api(horizonte, 'consultaExternaCadastrar', { body: form() });
      expect(created.status).toBe(404);
      // Isolation, not just answers: outra's consultation is as it was (not deleted), its history still there, and
      // MetalVale's consultations neither gained one from Horizonte nor lost one
      expect((await consultasExternas().get({ tenant: 'outra', id }).go()).data).toEqual(foreignBefore);
      expect(foreignBefore?.deletedAt).toBeUndefined();
      expect((await acompanhamentos().query.byConsulta({ tenant: 'outra', consultaExternaId: id }).go()).data.length).toBeGreaterThan(0);
      const metalvaleAfter = (await consultasExternas().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go({ pages: 'all' })).data;
      expect(metalvaleAfter).toEqual(metalvaleBefore);
    });
  });
});
