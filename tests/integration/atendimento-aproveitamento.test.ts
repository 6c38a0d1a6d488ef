import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  apiRoute,
  buildPath,
  onlyDigits,
  recordSavedMessage,
  reuseEditGeneratedMessage,
  reuseExpiredMessage,
  staleRecordMessage,
  todayInSaoPaulo,
  type AproveitamentoDetail,
  type AproveitamentoExame,
  type AproveitamentoPlano,
  type AproveitamentoRow,
  type TabelaPrecoEntry,
} from '@ocupacional/shared';
import { acompanhamentos, consultaExames, consultas, consultasExternas, empresas, exames, fdts, ghes } from '../../functions/src/data/entities';
import { gerarConsultaDefinitiva } from '../../functions/src/data/consulta-definitiva';
import { companyUsers, startCompanyCloud, type CompanyCloud } from '../support/company-fixtures';

/*
 * Exam reuse of the company portal on the local cloud with the demo data (spec 1 §2 consulta/aproveitamento…,
 * §3 id_con_rea / id_con_dem, §4): the per-exam plan with the employee's last results and the choices they allow,
 * ordering with choices (reused at 0 with the earlier result's consultation and date), refusing to reuse an expired
 * result, changing the choices before attendance starts and not after, and isolation between companies and tenants.
 *
 * The employee is a MetalVale electrician (GHE 'Manutenção Elétrica': clinical exam, ECG and EEG valid 180 days
 * every 12 months, visual acuity, psychosocial valid 365 days every 24 months) whose earlier released periodic
 * results are written in Prepare at fixed distances from today, so each exam stands somewhere else: the demo's own
 * year-back history employees have newer consultations too, so their exams would all be valid.
 */

const { metalvaleAdmin: admin, metalvaleUser: user, horizonteUser: horizonte, outraUser: outra } = companyUsers;
type Fields = { fields: Record<string, string[]> };

describe('company portal: exam reuse (aproveitamento)', () => {
  let portal: CompanyCloud;
  const today = todayInSaoPaulo();
  const inDays = (days: number) => addDays(today, days);
  let metalvaleId: string;
  let fabrica: string;
  let manutencao: string;
  let eletricista: string;
  let funcionarioId: string;
  let ids: Record<'clinico' | 'ecg' | 'eeg' | 'acuidade' | 'psicossocial', string>;
  let table: TabelaPrecoEntry;
  let createdId: string;

  beforeAll(async () => {
    portal = await startCompanyCloud();
    const { data: all } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = all.find((e) => e.cnpj === onlyDigits(admin.cnpj))!.id;
    const { data: fronts } = await fdts().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go();
    fabrica = fronts.find((f) => f.descricao.startsWith('Unidade Fabril'))!.id;
    const { data: sectors } = await ghes().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go();
    const ghe = sectors.find((g) => g.descricao === 'Manutenção Elétrica')!;
    manutencao = ghe.id;
    eletricista = ghe.funcaoIds![0]!;
    const { data: catalogue } = await exames().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    const idOf = (start: string) => catalogue.find((e) => e.nome.startsWith(start))!.id;
    ids = {
      clinico: idOf('Exame Clínico'),
      ecg: idOf('Eletrocardiograma'),
      eeg: idOf('Eletroencefalograma'),
      acuidade: idOf('Acuidade'),
      psicossocial: idOf('Avaliação Psicossocial'),
    };

    const saved = await portal.api(admin, 'funcionarioSalvar', {
      body: { nome: 'Paula Eletricista Teste', cpf: '314.857.260-26', dt_nas: '1988-03-02', sexo: 61, dt_adm: '2024-05-06', id_fdt: fabrica, id_funcao: eletricista, id_ghe: manutencao },
    });
    funcionarioId = (saved.json.data as { id: string }).id;
    // Earlier released periodic results: psychosocial 300 days ago (valid 365: reusable), ECG 200 days ago (valid
    // 180: expired, but its 12 months have not run out: demonstrative only), EEG 400 days ago (expired and past its
    // periodicity), the clinical exam 300 days ago (never carried over), visual acuity never done.
    const result = (idCon: number, exame: keyof typeof ids, daysAgo: number) =>
      consultaExames()
        .put({ tenant: 'demo', idCon, id: `A${idCon}${exame}`, funcionarioId, empresaId: metalvaleId, exameId: ids[exame], exameNome: exame, data: inDays(-daysAgo) })
        .go();
    await Promise.all([
      result(9201, 'psicossocial', 300),
      result(9201, 'clinico', 300),
      result(9202, 'ecg', 200),
      result(9203, 'eeg', 400),
    ]);

    // A table of MetalVale's front that prices every exam of the GHE (any of them may be chosen to be done).
    const { json } = await portal.api(admin, 'tabelaPreco', {
      query: {
        filter: { id_funcionario: funcionarioId, id_fdt: fabrica, id_funcao: eletricista, id_ghe: manutencao, id_tipo_aso: [52], periodicidade: 12, data_age: inDays(3) },
      },
    });
    const cards = json.data as TabelaPrecoEntry[];
    table = cards.find((card) => [...card.exames.consulta, ...card.exames.demonstrativo].every((exam) => exam.erro === null && exam.valor_total > 0))!;
    expect(table).toBeDefined();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const planQuery = (overrides: Record<string, unknown> = {}) => ({
    tipo_aso: 52,
    periodicidade: 12,
    id_fdt: fabrica,
    id_funcao: eletricista,
    id_ghe: manutencao,
    data_age: inDays(3),
    id_tabela_preco: table.id,
    ...overrides,
  });
  const plan = async (who = user, funcionario = funcionarioId, query = planQuery()) =>
    // The plan's query is flat (not the lists' JSON filter).
    portal.call('GET', `${buildPath(apiRoute('aproveitamentoExames'), { tenant: who.tenant, funcionario })}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`, {
      area: 'empresa',
      cookie: await portal.login(who),
    });
  const form = (exames: { id_exa: string; aproveitar?: string }[], overrides: Record<string, unknown> = {}) => ({
    id_funcionario: funcionarioId,
    id_fdt: fabrica,
    id_funcao: eletricista,
    id_ghe: manutencao,
    tipo_aso: 52,
    periodicidade: 12,
    data_age: `${inDays(3)}T10:15`,
    id_tabela_preco: table.id,
    exames,
    ...overrides,
  });
  const price = (exame: keyof typeof ids) =>
    [...table.exames.consulta, ...table.exames.demonstrativo].find((item) => item.id_exa === ids[exame])!.valor_total;
  const storedExams = async (id: string) => {
    const { data } = await consultasExternas().get({ tenant: 'demo', id }).go();
    return new Map((data!.exames ?? []).map((exame) => [exame.exameId, exame]));
  };
  const employeeConsultations = async () =>
    (await consultasExternas().query.byFuncionario({ tenant: 'demo', funcionarioId }).go({ pages: 'all' })).data.length;

  it('lists the PCMSO’s exams with the last result of each: still-valid ones reusable, expired ones not', async () => {
    // Act
    const { status, json } = await plan();
    // Assess
    expect(status).toBe(200);
    const byExam = new Map((json.data as AproveitamentoPlano).exames.map((exam) => [exam.id_exa, exam]));
    expect([...byExam.keys()].sort()).toEqual(Object.values(ids).sort());
    expect(byExam.get(ids.psicossocial)).toMatchObject<Partial<AproveitamentoExame>>({
      situacao: 'valido',
      opcoes: ['realizar', 'reaproveitar', 'demonstrativo'],
      padrao: 'reaproveitar',
      id_con_origem: 9201,
      validade_pcmso: 365,
      ultimo: { id_con: 9201, data: inDays(-300), validade: inDays(65), vencido: false, alterado: false },
      valor_total: price('psicossocial'),
    });
    expect(byExam.get(ids.ecg)).toMatchObject({
      situacao: 'periodo',
      opcoes: ['realizar', 'demonstrativo'],
      padrao: 'demonstrativo',
      ultimo: { id_con: 9202, data: inDays(-200), validade: inDays(-20), vencido: true },
    });
    expect(byExam.get(ids.eeg)).toMatchObject({ situacao: 'vencido', opcoes: ['realizar'], padrao: 'realizar', ultimo: { id_con: 9203, vencido: true } });
    expect(byExam.get(ids.acuidade)).toMatchObject({ situacao: 'sem_resultado', opcoes: ['realizar'], ultimo: null });
    expect(byExam.get(ids.clinico)).toMatchObject({ situacao: 'clinico', opcoes: ['realizar'], ultimo: { id_con: 9201 } });
  });

  it('answers the normal order’s field errors, and 404 for an employee of another company or tenant', async () => {
    const past = await plan(user, funcionarioId, planQuery({ data_age: inDays(-1) }));
    expect(past.status).toBe(400);
    expect(Object.keys((past.json.data as Fields).fields)).toEqual(['data_age']);
    expect((await plan(horizonte)).status).toBe(404);
    expect((await plan(outra)).status).toBe(404);
  });

  it('orders with a reuse: stored with the earlier consultation, value 0 and the earlier result’s date; redone exams at their price', async () => {
    // Act: reuse the psychosocial, redo the ECG the normal order would only show, leave the rest as planned
    const { status, json } = await portal.api(user, 'aproveitamentoCadastrar', {
      body: form([
        { id_exa: ids.psicossocial, aproveitar: 'reaproveitar' },
        { id_exa: ids.ecg, aproveitar: 'realizar' },
      ]),
    });
    // Assess
    expect(status).toBe(200);
    expect(json.msg).toBe(recordSavedMessage);
    createdId = (json.data as { id: string }).id;
    const { data } = await consultasExternas().get({ tenant: 'demo', id: createdId }).go();
    expect(data).toMatchObject({ tipoStatus: 54, tipoAso: 52, tabelaPrecoId: table.id, funcionarioId });
    const stored = await storedExams(createdId);
    expect(stored.get(ids.psicossocial)).toMatchObject({ valor: 0, idConRea: 9201, dataExame: inDays(-300) });
    expect(stored.get(ids.ecg)).toMatchObject({ valor: price('ecg') });
    expect(stored.get(ids.ecg)).not.toHaveProperty('idConDem');
    expect(stored.get(ids.eeg)).toMatchObject({ valor: price('eeg') });
    expect(stored.get(ids.clinico)).toMatchObject({ valor: price('clinico') });
    const tracking = await acompanhamentos().query.byConsulta({ tenant: 'demo', consultaExternaId: createdId }).go();
    expect(tracking.data.map((entry) => entry.tipoStatus)).toEqual([54]);
    // The list shows it, with what it reuses; another company's list does not
    const list = await portal.api(user, 'aproveitamentos', { query: { pagination: 100 } });
    const row = (list.json.data as { data: AproveitamentoRow[] }).data.find((r) => r.id === createdId);
    expect(row).toMatchObject({ reaproveitados: 1, demonstrativos: 0, tipo_status: { id: 54 } });
    const other = await portal.api(horizonte, 'aproveitamentos', { query: { pagination: 100 } });
    expect((other.json.data as { data: AproveitamentoRow[] }).data.some((r) => r.id === createdId)).toBe(false);
  });

  it('refuses reusing an expired result (and a demonstrative-only one) with a pt-BR message, storing nothing', async () => {
    // Prepare
    const before = await employeeConsultations();
    // Act
    const { status, json } = await portal.api(user, 'aproveitamentoCadastrar', {
      body: form([
        { id_exa: ids.eeg, aproveitar: 'reaproveitar' },
        { id_exa: ids.ecg, aproveitar: 'reaproveitar' },
      ]),
    });
    // Assess
    expect(status).toBe(400);
    expect((json.data as Fields).fields).toEqual({
      'exames.0.aproveitar': [reuseExpiredMessage],
      'exames.1.aproveitar': [reuseExpiredMessage],
    });
    expect(await employeeConsultations()).toBe(before);
  });

  it('opens one consultation with its exams’ choices, 404 for another company or tenant', async () => {
    const { status, json } = await portal.api(user, 'aproveitamento', { params: { consulta: createdId } });
    expect(status).toBe(200);
    const detail = json.data as AproveitamentoDetail;
    expect(detail).toMatchObject({ editavel: true, motivo: null, form: { id_funcionario: funcionarioId, id_ghe: manutencao, tipo_aso: 52, periodicidade: 12, id_tabela_preco: table.id } });
    const choices = new Map(detail.exames.map((exam) => [exam.id_exa, exam.aproveitar]));
    expect(choices.get(ids.psicossocial)).toBe('reaproveitar');
    expect(choices.get(ids.ecg)).toBe('realizar');
    expect(detail.total).toBe(detail.exames.reduce((sum, exam) => sum + exam.valor, 0));
    // The edit form's plan: the consultation's own date, checked to be this employee's consultation
    const editing = await plan(user, funcionarioId, planQuery({ data_age: detail.form.data_age, id_consulta: createdId }));
    expect(editing.status).toBe(200);
    expect((editing.json.data as AproveitamentoPlano).exames.find((exam) => exam.id_exa === ids.psicossocial)?.opcoes).toContain('reaproveitar');
    expect((await plan(user, funcionarioId, planQuery({ data_age: inDays(4), id_consulta: createdId }))).status).toBe(404);
    expect((await plan(horizonte, funcionarioId, planQuery({ data_age: detail.form.data_age, id_consulta: createdId }))).status).toBe(404);
    expect((await portal.api(horizonte, 'aproveitamento', { params: { consulta: createdId } })).status).toBe(404);
    expect((await portal.api(outra, 'aproveitamento', { params: { consulta: createdId } })).status).toBe(404);
    expect((await portal.api(horizonte, 'aproveitamentoEditar', { params: { consulta: createdId }, body: { exames: [] } })).status).toBe(404);
  });

  it('changes the choices before attendance starts, refusing an expired reuse there too', async () => {
    // Prepare: the version the edit form reads (issue 12 item 3)
    const { versao } = (await portal.api(user, 'aproveitamento', { params: { consulta: createdId } })).json.data as AproveitamentoDetail;
    // Act: show the psychosocial and the ECG from the earlier consultations instead
    const { status } = await portal.api(user, 'aproveitamentoEditar', {
      params: { consulta: createdId },
      body: {
        versao,
        exames: [
          { id_exa: ids.psicossocial, aproveitar: 'demonstrativo' },
          { id_exa: ids.ecg, aproveitar: 'demonstrativo' },
        ],
      },
    });
    // Assess
    expect(status).toBe(200);
    // A form that read the consultation before that edit would undo it: 409, nothing changes (issue 12 item 3)
    const stale = await portal.api(user, 'aproveitamentoEditar', {
      params: { consulta: createdId },
      body: { versao, exames: [{ id_exa: ids.psicossocial, aproveitar: 'realizar' }] },
    });
    expect(stale).toMatchObject({ status: 409, json: { msg: staleRecordMessage } });
    const stored = await storedExams(createdId);
    expect(stored.get(ids.psicossocial)).toMatchObject({ valor: 0, idConDem: 9201, dataExame: inDays(-300) });
    expect(stored.get(ids.psicossocial)).not.toHaveProperty('idConRea');
    expect(stored.get(ids.ecg)).toMatchObject({ valor: 0, idConDem: 9202, dataExame: inDays(-200) });
    // An expired reuse changes nothing
    const refused = await portal.api(user, 'aproveitamentoEditar', {
      params: { consulta: createdId },
      body: { versao: versao + 1, exames: [{ id_exa: ids.eeg, aproveitar: 'reaproveitar' }] },
    });
    expect(refused.status).toBe(400);
    expect((refused.json.data as Fields).fields).toEqual({ 'exames.0.aproveitar': [reuseExpiredMessage] });
    expect((await storedExams(createdId)).get(ids.ecg)).toMatchObject({ idConDem: 9202 });
  });

  it('refuses changing the choices once attendance started (generated), changing nothing', async () => {
    // Prepare: the clinic starts attendance (definitive consultation, status 55)
    const { data: externa } = await consultasExternas().get({ tenant: 'demo', id: createdId }).go();
    const { idCon } = await gerarConsultaDefinitiva(externa!, { usuarioId: 'clinica', usuarioNome: 'Clínica' });
    expect((await consultas().get({ tenant: 'demo', idCon }).go()).data).toBeTruthy();
    // Act
    const { status, json } = await portal.api(user, 'aproveitamentoEditar', {
      params: { consulta: createdId },
      body: { exames: [{ id_exa: ids.psicossocial, aproveitar: 'realizar' }] },
    });
    // Assess
    expect(status).toBe(400);
    expect(json.msg).toBe(reuseEditGeneratedMessage);
    expect((await storedExams(createdId)).get(ids.psicossocial)).toMatchObject({ valor: 0, idConDem: 9201 });
    const detail = (await portal.api(user, 'aproveitamento', { params: { consulta: createdId } })).json.data as AproveitamentoDetail;
    expect(detail).toMatchObject({ editavel: false, motivo: reuseEditGeneratedMessage });
    const lockedPlan = await plan(user, funcionarioId, planQuery({ data_age: detail.form.data_age, id_consulta: createdId }));
    expect({ status: lockedPlan.status, msg: lockedPlan.json.msg }).toEqual({ status: 400, msg: reuseEditGeneratedMessage });
  });

  it('refuses ordering for an employee of another company or tenant (404), storing nothing', async () => {
    const before = await employeeConsultations();
    expect((await portal.api(horizonte, 'aproveitamentoCadastrar', { body: form([]) })).status).toBe(404);
    expect((await portal.api(outra, 'aproveitamentoCadastrar', { body: form([]) })).status).toBe(404);
    expect(await employeeConsultations()).toBe(before);
  });
});
