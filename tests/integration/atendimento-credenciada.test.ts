import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  attendanceStartedMessage,
  consultationReleasedOn,
  femoLockedMessage,
  femoPerguntaIds,
  formatBrDate,
  isoDateInSaoPaulo,
  onlyDigits,
  recordSavedMessage,
  requiredMessage,
  sessionCookieName,
  staleRecordMessage,
  todayInSaoPaulo,
  type ApiRouteId,
  type ConsultaCredenciadaRow,
  type ConsultaExame,
  type ConsultaExternaDetail,
  type ConsultaView,
  type FemoView,
  type HistoricoConsulta,
} from '@ocupacional/shared';
import { asoHash } from '../../functions/src/data/aso-consultas';
import { consultas, type ConsultaItem } from '../../functions/src/data/entities/consulta';
import { consultasExternas, type ConsultaExternaItem } from '../../functions/src/data/entities/consulta-externa';
import { credenciadas } from '../../functions/src/data/entities/credenciada';
import { empresas } from '../../functions/src/data/entities/empresa';
import { femos } from '../../functions/src/data/entities/femo';
import { newId } from '../../functions/src/data/entities/keys';
import { usuarios } from '../../functions/src/data/entities/usuario';
import {
  consultaDeletedMessage,
  consultaNotScheduledMessage,
  consultaProcessingMessage,
} from '../../functions/src/domain/atendimento';
import { extractText } from '../../functions/src/pdf/read-page';
import { formatConsultationCode } from '../../functions/src/pdf/consultation-code';
import { hashPassword } from '../../functions/src/platform/passwords';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { startAsoCloud } from '../support/aso-fixtures';
import { companyUsers, type CompanyCloud } from '../support/company-fixtures';

/*
 * The clinic's attendance on the local cloud with the demo data (spec 1 §2 "Accredited clinic", §3 FEMO, §7;
 * docs/api/atendimento.md): the clinic's own list and detail, start attendance (54 → 55, id_con, idempotent,
 * refused otherwise), the definitive consultation's page for the clinic, the company and the back office, the
 * employee's history window, the FEMO (validation, lock once released, PDF) — and 404 for everyone else.
 */

const demoUsers = loadDemoUsers();
const webAdmin = demoUsers[0] as DemoUser;
const { clinicAdmin: clinicA, metalvaleUser: metalvale, horizonteUser: horizonte, outraUser: outraEmpresa } = companyUsers;
/** The 'vale' clinic's user: same tenant, another clinic. */
const clinicB = demoUsers[6] as DemoUser;
/** A clinic user of tenant 'outra' (its 'recife' clinic), created below. */
const outraClinic: DemoUser = {
  area: 'credenciada',
  tenant: 'outra',
  cpf: '111.444.777-35',
  cnpj: '36.027.154/0001-00',
  senha: 'recife123',
  role: 'usuario',
};

type Page<T> = { data: T[]; pagination: { total: number } };
type Fields = { fields: Record<string, string[]> };

/** A FEMO every question of which is answered 'não' (133). */
function femoValido(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    // The version the form read: 0 before the first save (issue 12 item 3).
    versao: 0,
    grau_estudo: 127,
    peso: '78,4',
    altura: '1,76',
    pa1: '120',
    pa2: '80',
    ...Object.fromEntries(femoPerguntaIds.map((q) => [q, 133])),
    q13: 132,
    q13_descricao: 'Losartana 50 mg',
    q4: [143],
    conclusao: 181,
    observacoes: 'Sem queixas.',
    ...overrides,
  };
}

describe('clinic attendance: list, start, consultation page, history and FEMO', () => {
  let portal: CompanyCloud;
  const today = todayInSaoPaulo();
  let matrizId: string;
  let valeId: string;
  let metalvaleId: string;
  /** The matriz clinic's external consultations and definitive ones in the seed. */
  let externasMatriz: ConsultaExternaItem[];
  let released66: ConsultaItem;
  /** The external consultation whose attendance the tests start. */
  let scheduled: ConsultaExternaItem;
  let started: number | undefined;

  beforeAll(async () => {
    // The ASO fixtures' cloud logs web users in on the web area's route too.
    portal = await startAsoCloud();
    const { data: clinics } = await credenciadas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    matrizId = clinics.find((clinic) => clinic.cnpj === onlyDigits(clinicA.cnpj))!.id;
    valeId = clinics.find((clinic) => clinic.cnpj === onlyDigits(clinicB.cnpj))!.id;
    const { data: companies } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = companies.find((empresa) => empresa.cnpj === onlyDigits(metalvale.cnpj))!.id;
    const { data: externas } = await consultasExternas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    externasMatriz = externas.filter((item) => item.credenciadaId === matrizId);
    scheduled = externasMatriz.find(
      (item) => item.tipoStatus === 54 && !item.deletedAt && item.empresaId === metalvaleId && item.dataAge.slice(0, 10) === today,
    )!;
    const { data: definitivas } = await consultas().query.byIdCon({ tenant: 'demo' }).go({ pages: 'all' });
    released66 = definitivas.find(
      (consulta) => consulta.credenciadaId === matrizId && consulta.tipoStatus === 66 && consulta.empresaId === metalvaleId,
    )!;

    const { data: outraClinics } = await credenciadas().query.byId({ tenant: 'outra' }).go({ pages: 'all' });
    const recife = outraClinics.find((clinic) => clinic.cnpj === onlyDigits(outraClinic.cnpj)) ?? outraClinics[0]!;
    outraClinic.cnpj = recife.cnpj;
    await usuarios()
      .put({
        tenant: 'outra',
        id: 'usuario-clinica-recife',
        pointType: 'credenciada',
        pointId: recife.id,
        pointNome: recife.nome,
        pointCnpj: recife.cnpj,
        cpf: onlyDigits(outraClinic.cpf),
        nome: 'Recepção Recife',
        usuario: 'recepcao.recife',
        email: 'recepcao@clinicatrabalhorecife.com.br',
        senhaHash: await hashPassword(outraClinic.senha),
        isAdm: true,
      })
      .go();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const pdfOf = async (user: DemoUser, url: string) => {
    const cookie = await portal.login(user);
    const token = cookie.split('; ').find((part) => part.startsWith(`${sessionCookieName}=`))!.split('=')[1];
    const response = await fetch(`${portal.cloud.url}${url}?token=${token}`, {
      headers: { host: `${user.area}.localhost:${portal.cloud.port}` },
    });
    return { status: response.status, type: response.headers.get('content-type'), body: new Uint8Array(await response.arrayBuffer()) };
  };

  /** A copy of a matriz external consultation, not generated, with other values. */
  const copyOf = async (source: ConsultaExternaItem, changes: Partial<ConsultaExternaItem>) => {
    const { idCon: _idCon, updatedAt: _updatedAt, ...rest } = source;
    const item = { ...rest, id: newId(), ...changes } as ConsultaExternaItem;
    await consultasExternas().put(item).go();
    return item;
  };

  it('lists to a clinic only its own consultations scheduled from 60 days back to today, offering start on 54', async () => {
    const { status, json } = await portal.api(clinicA, 'consultaExternaLista', { query: { pagination: 500 } });
    expect(status).toBe(200);
    const rows = (json.data as Page<ConsultaCredenciadaRow>).data;
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.credenciada.id).toBe(matrizId);
      expect(row.data_age.slice(0, 10) <= today).toBe(true);
      expect(row.data_age.slice(0, 10) >= addDays(today, -60)).toBe(true);
      expect(row.pode_iniciar).toBe(row.tipo_status.id === 54 && row.deleted_at === null && row.id_con === null);
    }
    const days = rows.map((row) => row.data_age);
    expect([...days].sort().reverse()).toEqual(days);
    expect(rows.find((row) => row.id === scheduled.id)?.pode_iniciar).toBe(true);
    // Scheduled 12 days ahead: outside the default window, inside an explicit one.
    const future = externasMatriz.find((item) => item.dataAge.slice(0, 10) > today && item.tipoStatus === 54)!;
    expect(rows.some((row) => row.id === future.id)).toBe(false);
    const ahead = await portal.api(clinicA, 'consultaExternaLista', {
      query: { filter: { agendamento_at: [today, future.dataAge.slice(0, 10)], id_tipo_status: [54] } },
    });
    const aheadRows = (ahead.json.data as Page<ConsultaCredenciadaRow>).data;
    expect(aheadRows.some((row) => row.id === future.id)).toBe(true);
    expect(aheadRows.every((row) => row.tipo_status.id === 54)).toBe(true);

    const other = (await portal.api(clinicB, 'consultaExternaLista', { query: { pagination: 500 } })).json.data as Page<ConsultaCredenciadaRow>;
    expect(other.data.length).toBeGreaterThan(0);
    expect(other.data.every((row) => row.credenciada.id === valeId)).toBe(true);
    const byCompany = (await portal.api(clinicA, 'consultaExternaLista', { query: { filter: { id_empresa: [metalvaleId] } } })).json
      .data as Page<ConsultaCredenciadaRow>;
    expect(byCompany.data.length).toBeGreaterThan(0);
    expect(byCompany.data.every((row) => row.empresa.id === metalvaleId)).toBe(true);
  });

  it('shows a clinic its own external consultation in the detail shape', async () => {
    const { status, json } = await portal.api(clinicA, 'consultaExterna', { params: { id: scheduled.id } });
    expect(status).toBe(200);
    const detail = json.data as ConsultaExternaDetail;
    expect(detail).toMatchObject({ id: scheduled.id, id_con: null, tipo_status: { id: 54 }, credenciada: { id: matrizId } });
    expect(detail.exames.length).toBe(scheduled.exames?.length);
  });

  it('starts attendance: 54 becomes 55 with the consultation number, shown on the external one; a second start answers it again', async () => {
    const { status, json } = await portal.api(clinicA, 'credenciadaGerar', { params: { id: scheduled.id } });
    expect(status).toBe(200);
    expect(json.msg).toBe(attendanceStartedMessage);
    started = (json.data as { id_con: number }).id_con;
    expect(started).toBeGreaterThan(0);

    const detail = (await portal.api(clinicA, 'consultaExterna', { params: { id: scheduled.id } })).json.data as ConsultaExternaDetail;
    expect(detail).toMatchObject({ id_con: started, tipo_status: { id: 55 } });
    const row = ((await portal.api(clinicA, 'consultaExternaLista')).json.data as Page<ConsultaCredenciadaRow>).data.find(
      (candidate) => candidate.id === scheduled.id,
    );
    expect(row).toMatchObject({ id_con: started, pode_iniciar: false });
    const { data: definitiva } = await consultas().get({ tenant: 'demo', idCon: started! }).go();
    expect(definitiva).toMatchObject({ tipoStatus: 55, consultaExternaId: scheduled.id, credenciadaId: matrizId });

    const again = await portal.api(clinicA, 'credenciadaGerar', { params: { id: scheduled.id } });
    expect(again.status).toBe(200);
    expect((again.json.data as { id_con: number }).id_con).toBe(started);
  });

  it('refuses to start a cancelled, deleted or processing consultation with the reason, changing nothing', async () => {
    const base = externasMatriz.find((item) => item.tipoStatus === 54 && !item.deletedAt && item.id !== scheduled.id)!;
    const cases: [Partial<ConsultaExternaItem>, string][] = [
      [{ tipoStatus: 57 }, consultaNotScheduledMessage],
      [{ tipoStatus: 54, deletedAt: new Date().toISOString() }, consultaDeletedMessage],
      [{ tipoStatus: 194 }, consultaProcessingMessage],
    ];
    for (const [changes, message] of cases) {
      const item = await copyOf(base, changes);
      const { status, json } = await portal.api(clinicA, 'credenciadaGerar', { params: { id: item.id } });
      expect(status, message).toBe(400);
      expect(json.msg).toBe(message);
      const { data: after } = await consultasExternas().get({ tenant: 'demo', id: item.id }).go();
      expect(after?.idCon).toBeUndefined();
      expect(after?.tipoStatus).toBe(changes.tipoStatus);
    }
  });

  it("shows the definitive consultation to its clinic, to its company and to the back office, what it allows and the PCMSO of its GHE", async () => {
    const clinic = await portal.api(clinicA, 'credenciadaConsulta', { params: { id_con: started! } });
    expect(clinic.status).toBe(200);
    const view = clinic.json.data as ConsultaView;
    expect(view).toMatchObject({
      id_con: started,
      id_consulta_externa: scheduled.id,
      tipo_status: { id: 55 },
      credenciada: { id: matrizId, telefone: '(11) 3456-7800' },
      acoes: { pode_liberar: true, pode_cancelar: true, aso_imprimivel: false, femo_editavel: true },
      aso: null,
      femo_pdf: null,
      alerta: null,
    });
    expect(view.pcmso.length).toBeGreaterThan(0);

    const exams = (await portal.api(clinicA, 'credenciadaExames', { params: { id_con: started! } })).json.data as ConsultaExame[];
    expect(exams.map((exame) => exame.exame.id).sort()).toEqual((scheduled.exames ?? []).map((exame) => exame.exameId).sort());
    expect(exams.every((exame) => exame.alterado === false && exame.realizado_em === null)).toBe(true);

    const web = await portal.api(webAdmin, 'web.acoesConsulta', { params: { idcon: released66.idCon } });
    expect(web.status).toBe(200);
    const releasedView = web.json.data as ConsultaView;
    const hash = asoHash(released66.idCon);
    expect(releasedView).toMatchObject({
      tipo_status: { id: 66 },
      acoes: { pode_liberar: false, pode_cancelar: false, aso_imprimivel: true, femo_editavel: false },
      aso: { hash, url: `/sst/api/consulta/aso/${hash}` },
      alerta: { tipo: 'sucesso', texto: consultationReleasedOn(formatBrDate(isoDateInSaoPaulo(released66.liberadaEm!)!)) },
    });
    const company = await portal.api(metalvale, 'acoesConsulta', { params: { idcon: released66.idCon } });
    expect(company.status).toBe(200);
    expect((company.json.data as ConsultaView).aso?.url).toBe(`/sst/api/demo/consulta/aso/${hash}`);
    const companyExams = await portal.api(metalvale, 'acoesConsultaExames', { params: { idcon: started! } });
    expect(companyExams.status).toBe(200);
    expect((await portal.api(webAdmin, 'web.acoesConsultaExames', { params: { idcon: started! } })).status).toBe(200);

    expect((await portal.api(horizonte, 'acoesConsulta', { params: { idcon: released66.idCon } })).status).toBe(404);
    expect((await portal.api(horizonte, 'acoesConsultaExames', { params: { idcon: started! } })).status).toBe(404);
    // Numbers are per tenant: one that tenant 'outra' does not have.
    expect((await consultas().get({ tenant: 'outra', idCon: started! }).go()).data).toBeNull();
    expect((await portal.api(outraEmpresa, 'acoesConsulta', { params: { idcon: started! } })).status).toBe(404);
    expect((await portal.api(outraEmpresa, 'acoesConsultaExames', { params: { idcon: started! } })).status).toBe(404);
  });

  it("answers a clinic's history 5 years back (its own consultations), a company's 10 years back (its own)", async () => {
    const source = released66;
    const sixYearsAgo = new Date(Date.now() - 6 * 365 * 86_400_000).toISOString();
    const old = { ...source, idCon: 900_001, dtCad: sixYearsAgo, consultaExternaId: 'antiga' };
    delete (old as Partial<ConsultaItem>).updatedAt;
    await consultas().put(old).go();
    const otherClinic = { ...source, idCon: 900_002, credenciadaId: valeId, credenciadaNome: 'Centro Médico do Trabalho Vale' };
    delete (otherClinic as Partial<ConsultaItem>).updatedAt;
    await consultas().put(otherClinic).go();
    const filter = { id_funcionario: source.funcionarioId };

    const clinic = await portal.api(clinicA, 'historicoConsultas', { query: { filter } });
    expect(clinic.status).toBe(200);
    const clinicRows = (clinic.json.data as Page<HistoricoConsulta>).data;
    expect(clinicRows.some((row) => row.id_con === source.idCon)).toBe(true);
    expect(clinicRows.some((row) => row.id_con === 900_001)).toBe(false);
    expect(clinicRows.some((row) => row.id_con === 900_002)).toBe(false);
    expect(clinicRows.find((row) => row.id_con === source.idCon)?.exames.length).toBeGreaterThan(0);
    const wide = (await portal.api(clinicA, 'historicoConsultas', { query: { filter: { ...filter, created_at: ['2000-01-01', today] } } })).json
      .data as Page<HistoricoConsulta>;
    expect(wide.data.some((row) => row.id_con === 900_001)).toBe(true);

    const company = (await portal.api(metalvale, 'historicoConsultas', { query: { filter } })).json.data as Page<HistoricoConsulta>;
    expect(company.data.map((row) => row.id_con)).toEqual(expect.arrayContaining([source.idCon, 900_001, 900_002]));
    const dates = company.data.map((row) => row.dt_cad);
    expect([...dates].sort().reverse()).toEqual(dates);
    const foreign = (await portal.api(horizonte, 'historicoConsultas', { query: { filter } })).json.data as Page<HistoricoConsulta>;
    expect(foreign.data).toEqual([]);
    const missing = await portal.api(clinicA, 'historicoConsultas', { query: { filter: {} } });
    expect(missing.status).toBe(400);
    expect((missing.json.data as Fields).fields['filter.id_funcionario']).toEqual([requiredMessage]);
  });

  it('keeps nothing of a FEMO with a field error, saves a valid one and prints it', async () => {
    const before = (await portal.api(clinicA, 'credenciadaFemo', { params: { id_con: started! } })).json.data as FemoView;
    expect(before).toMatchObject({ id_con: started, femo: null, editavel: true, pdf: null });
    expect(before.tipos['122']?.length).toBeGreaterThan(0);
    expect(before.tipos['180']?.length).toBeGreaterThan(0);

    const bad = await portal.api(clinicA, 'credenciadaFemoSalvar', {
      params: { id_con: started! },
      body: femoValido({ q10: 132, q10_descricao: '', pa1: '1200' }),
    });
    expect(bad.status).toBe(400);
    expect((bad.json.data as Fields).fields).toMatchObject({ q10_descricao: [requiredMessage], pa1: [expect.any(String)] });
    expect((await femos().get({ tenant: 'demo', idCon: started! }).go()).data).toBeNull();

    const saved = await portal.api(clinicA, 'credenciadaFemoSalvar', { params: { id_con: started! }, body: femoValido() });
    expect(saved.status).toBe(200);
    expect(saved.json.msg).toBe(recordSavedMessage);
    const view = saved.json.data as FemoView;
    expect(view.femo).toMatchObject({ peso: 78.4, altura: 1.76, q13: 132, q13_descricao: 'Losartana 50 mg', q10_descricao: null, q4: [143] });
    const hash = asoHash(started!);
    expect(view.pdf).toBe(`/sst/api/demo/consulta/femo/${hash}/gerar`);
    const reread = (await portal.api(clinicA, 'credenciadaFemo', { params: { id_con: started! } })).json.data as FemoView;
    expect(reread.femo).toEqual(view.femo);
    // A save from a form that read the FEMO before that save (version 0) would undo it: 409, nothing changes
    // (issue 12 item 3).
    expect(reread.versao).toBe(1);
    const stale = await portal.api(clinicA, 'credenciadaFemoSalvar', { params: { id_con: started! }, body: femoValido({ versao: 0, peso: '90' }) });
    expect(stale).toMatchObject({ status: 409, json: { msg: staleRecordMessage } });
    expect(((await portal.api(clinicA, 'credenciadaFemo', { params: { id_con: started! } })).json.data as FemoView).femo).toEqual(view.femo);
    const page = (await portal.api(clinicA, 'credenciadaConsulta', { params: { id_con: started! } })).json.data as ConsultaView;
    expect(page.femo_pdf).toBe(view.pdf);

    const pdf = await pdfOf(clinicA, view.pdf!);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = (await extractText(pdf.body)).replace(/\s+/g, ' ');
    expect(text).toContain('FICHA DE EXAME MÉDICO OCUPACIONAL');
    expect(text).toContain(scheduled.funcionarioNome);
    expect(text).toContain('Losartana 50 mg');
    expect(text).toContain('120 x 80');
    expect(text).toContain(formatConsultationCode({ kind: 'consulta', tenant: 'demo', idCon: started! }));

    const companyPdf = await pdfOf(metalvale, `/sst/api/demo/empresa/consulta/femo/${hash}/gerar`);
    expect(companyPdf.status).toBe(200);
    const webPdf = await pdfOf(webAdmin, `/sst/api/empresa/consulta/femo/${hash}/gerar`);
    expect(webPdf.status).toBe(200);
    expect((await pdfOf(horizonte, `/sst/api/demo/empresa/consulta/femo/${hash}/gerar`)).status).toBe(404);
  });

  it('refuses a FEMO on a released consultation and stores nothing', async () => {
    const view = (await portal.api(clinicA, 'credenciadaFemo', { params: { id_con: released66.idCon } })).json.data as FemoView;
    expect(view.editavel).toBe(false);
    const { status, json } = await portal.api(clinicA, 'credenciadaFemoSalvar', { params: { id_con: released66.idCon }, body: femoValido() });
    expect(status).toBe(400);
    expect(json.msg).toBe(femoLockedMessage);
    expect((await femos().get({ tenant: 'demo', idCon: released66.idCon }).go()).data).toBeNull();
  });

  it('answers 404 to another clinic and to another tenant on every route of the clinic slice', async () => {
    const hash = asoHash(started!);
    const calls: [ApiRouteId, Record<string, string | number>, unknown?][] = [
      ['consultaExterna', { id: scheduled.id }],
      ['credenciadaGerar', { id: scheduled.id }],
      ['credenciadaConsulta', { id_con: started! }],
      ['credenciadaExames', { id_con: started! }],
      ['credenciadaFemo', { id_con: started! }],
      ['credenciadaFemoSalvar', { id_con: started! }, femoValido()],
    ];
    for (const user of [clinicB, outraClinic]) {
      for (const [id, params, body] of calls) {
        const { status } = await portal.api(user, id, { params, ...(body ? { body } : {}) });
        expect(status, `${user.tenant} ${user.cnpj} ${id}`).toBe(404);
      }
      const femoPdf = await pdfOf(user, `/sst/api/${user.tenant}/consulta/femo/${hash}/gerar`);
      expect(femoPdf.status, `${user.tenant} femo pdf`).toBe(404);
      const history = await portal.api(user, 'historicoConsultas', { query: { filter: { id_funcionario: scheduled.funcionarioId } } });
      const seen = (history.json.data as Page<HistoricoConsulta>).data;
      expect(seen.some((row) => row.credenciada.nome === scheduled.credenciadaNome)).toBe(false);
      if (user === outraClinic) expect(seen).toEqual([]);
      const list = (await portal.api(user, 'consultaExternaLista', { query: { pagination: 500 } })).json.data as Page<ConsultaCredenciadaRow>;
      expect(list.data.some((row) => row.credenciada.id === matrizId)).toBe(false);
    }
    // Nothing changed by the refused save.
    const femo = (await portal.api(clinicA, 'credenciadaFemo', { params: { id_con: started! } })).json.data as FemoView;
    expect(femo.femo).toMatchObject({ q13_descricao: 'Losartana 50 mg' });
  });
});
