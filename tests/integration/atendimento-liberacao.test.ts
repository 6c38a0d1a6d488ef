import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anexoNotUploadedMessage,
  apiRoute,
  buildPath,
  anexoTooLargeMessage,
  anexoWrongTypeMessage,
  consultaNaoLiberavelMessage,
  consultaStatus,
  formatBrDate,
  onlyDigits,
  passwordRequiredMessage,
  releaseSavedMessage,
  requiredMessage,
  sessionCookieName,
  type ApiRouteId,
  type LiberacaoArquivoSlot,
  type LiberacaoPage,
  type LiberacaoRow,
} from '@ocupacional/shared';
import { senhaIncorretaMessage } from '../../functions/src/domain/liberacao';
import { asoHash } from '../../functions/src/data/aso-consultas';
import { gerarConsultaDefinitiva } from '../../functions/src/data/consulta-definitiva';
import {
  acompanhamentos,
  consultaExames,
  consultas,
  consultasExternas,
  credenciadas,
  emailAsos,
  emailEnvios,
  empresaEmails,
  esocialConfigs,
  eventosEsocial,
  funcionarios,
  liberacoes,
  pcmsoRevisoes,
  usuarios,
  type ConsultaExternaItem,
  type ConsultaItem,
} from '../../functions/src/data/entities';
import { newId } from '../../functions/src/data/entities/keys';
import { idDoEvento } from '../../functions/src/data/esocial/eventos';
import { efeitosDaLiberacao } from '../../functions/src/data/liberacao-efeitos';
import { extractText } from '../../functions/src/pdf/read-page';
import type { SessionContext } from '../../functions/src/platform';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { postToS3 } from '../support/aso-fixtures';
import { startCompanyCloud, type CompanyCloud } from '../support/company-fixtures';
import { cookieFrom } from '../support/platform-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * Releasing and cancelling a definitive consultation on the local cloud with the demo data (spec 1 §3, §4, §5;
 * docs/api/atendimento-liberacao.md): the password, the upload slot's file rules, the files checked in S3, the
 * release's records (both consultations, the history row, altered exams), its e-mail, S-2220 and printed ASO;
 * the unfit aptitude; irreversibility; the company's required fields; isolation of every route.
 */

const demoUsers = loadDemoUsers();
const webAdmin = demoUsers[0] as DemoUser;
const metalvale = demoUsers[2] as DemoUser;
const horizonte = demoUsers[4] as DemoUser;
const clinicA = demoUsers[5] as DemoUser;
const clinicB = demoUsers[6] as DemoUser;
const outraWeb = demoUsers[8] as DemoUser;
const outraEmpresa = demoUsers[9] as DemoUser;

type Fields = { fields: Record<string, string[]> };
const tenant = 'demo';

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

describe('releasing and cancelling a consultation', () => {
  let portal: CompanyCloud;
  let clinicAId: string;
  let template: ConsultaExternaItem;
  let apt: ConsultaItem;
  let unfit: ConsultaItem;
  let cancelled: ConsultaItem;

  const idConOf = (user: DemoUser) => (user.area === 'credenciada' ? 'id_con' : 'idcon');
  const routeOf = (user: DemoUser, base: 'Liberacoes' | 'ArquivoUpload' | 'Liberar' | 'Cancelar'): ApiRouteId =>
    (user.area === 'credenciada' ? `credenciada${base}` : user.area === 'web' ? `web.acoes${base}` : `acoes${base}`) as ApiRouteId;
  const webCookies = new Map<string, Promise<string>>();
  /** The back office logs in without a tenant in the path (the provider's CNPJ finds it). */
  const webLogin = (user: DemoUser) => {
    let cookie = webCookies.get(user.cpf);
    if (!cookie) {
      cookie = portal
        .call('POST', buildPath(apiRoute('web.login')), { area: 'web', body: { cpf: user.cpf, cnpj: user.cnpj, senha: user.senha, point_type: 'web' } })
        .then(({ status, setCookie }) => {
          if (status !== 200) throw new Error(`web login of ${user.cpf} answered ${status}`);
          return cookieFrom(setCookie);
        });
      webCookies.set(user.cpf, cookie);
    }
    return cookie;
  };
  const act = async (user: DemoUser, base: 'Liberacoes' | 'ArquivoUpload' | 'Liberar' | 'Cancelar', idCon: number, body?: unknown) => {
    const params = { [idConOf(user)]: idCon };
    if (user.area !== 'web') return portal.api(user, routeOf(user, base), { params, ...(body !== undefined ? { body } : {}) });
    const route = apiRoute(routeOf(user, base));
    return portal.call(route.method, buildPath(route, params), { area: 'web', cookie: await webLogin(user), ...(body !== undefined ? { body } : {}) });
  };
  const stored = async (idCon: number) => (await consultas().get({ tenant, idCon }).go()).data!;
  const externa = async (id: string) => (await consultasExternas().get({ tenant, id }).go()).data!;

  /** A new scheduled consultation of clinic A (a copy of a demo one), attendance started: answers the definitive one. */
  async function attended(changes: Partial<ConsultaExternaItem> = {}): Promise<ConsultaItem> {
    const { idCon: _idCon, updatedAt: _updatedAt, ...rest } = template;
    const copy = { ...rest, id: newId(), tipoStatus: consultaStatus.agendada, createdAt: new Date().toISOString(), ...changes } as ConsultaExternaItem;
    await consultasExternas().create(copy).go();
    const { idCon } = await gerarConsultaDefinitiva(copy, { usuarioId: 'teste', usuarioNome: 'Teste' });
    return stored(idCon);
  }

  /** Asks a slot for a file and posts the bytes to S3 with it, as the browser does. */
  async function upload(user: DemoUser, idCon: number, campo: string, bytes: Uint8Array, nome: string, type: string) {
    const { status, json } = await act(user, 'ArquivoUpload', idCon, { campo, nome, tamanho: bytes.length, tipo: type });
    expect(status).toBe(200);
    const slot = json.data as LiberacaoArquivoSlot;
    const posted = await postToS3(slot, bytes, nome, slot.content_type);
    expect(posted.status).toBeLessThan(300);
    return slot;
  }

  async function sesStore(): Promise<StoredEmail[]> {
    return ((await (await fetch(`${portal.cloud.endpoints.sesv2}/store`)).json()) as { emails: StoredEmail[] }).emails;
  }

  beforeAll(async () => {
    portal = await startCompanyCloud({ pollIdleMs: 50 });
    const { data: users } = await usuarios().query.byId({ tenant }).go({ pages: 'all' });
    clinicAId = users.find((u) => u.pointType === 'credenciada' && u.cpf === onlyDigits(clinicA.cpf))!.pointId!;
    const { data: ofClinic } = await consultasExternas().query.byCredenciada({ tenant, credenciadaId: clinicAId }).go({ pages: 'all' });
    const { data: companies } = await usuarios().query.byId({ tenant }).go({ pages: 'all' });
    const metalvaleId = companies.find((u) => u.pointType === 'empresa' && u.cpf === onlyDigits(metalvale.cpf))!.pointId!;
    template =
      ofClinic.find((c) => c.empresaId === metalvaleId && !c.deletedAt && c.pcmsoRevisaoId && (c.exames ?? []).length > 0) ??
      ofClinic.find((c) => !c.deletedAt && c.pcmsoRevisaoId && (c.exames ?? []).length > 0)!;
    expect(template.empresaId).toBe(metalvaleId);
    // The clinic's examining doctor, which a release records on the ASO.
    await credenciadas().patch({ tenant, id: clinicAId }).set({ medicoNome: 'Dra. Teste Examinadora', medicoCrm: '123456', medicoCrmUf: 'SP' }).go();
    // The company's ASO contact and its eSocial configuration.
    await empresaEmails().create({ tenant, empresaId: template.empresaId, id: 'contato-liberacao', tipo: 197, email: 'aso-liberacao@metalvale.example.com.br', ativo: true }).go();
    await esocialConfigs().put({ tenant, ativo: true, empresaIds: [template.empresaId], empresasProcessarIds: [], dataInicio: '2020-01-01' }).go();
    apt = await attended({ tipoAso: 47 });
    unfit = await attended({ tipoAso: 52 });
    cancelled = await attended({ tipoAso: 52 });
  }, 120_000);
  afterAll(async () => {
    await portal?.stop();
  });

  it('refuses a wrong password with 400 on the field senha and changes nothing', async () => {
    // Act
    const { status, json } = await act(clinicA, 'Liberar', apt.idCon, { aptidao: 1, senha: 'errada' });
    // Assess
    expect(status).toBe(400);
    expect((json.data as Fields).fields.senha).toEqual([senhaIncorretaMessage]);
    expect((await stored(apt.idCon)).tipoStatus).toBe(consultaStatus.emAtendimento);
    expect((await liberacoes().query.byConsulta({ tenant, idCon: apt.idCon }).go()).data).toHaveLength(0);
  });

  it('asks for the password when it is missing, in the release and the cancellation', async () => {
    const release = await act(clinicA, 'Liberar', apt.idCon, { aptidao: 1, senha: '' });
    const cancel = await act(clinicA, 'Cancelar', apt.idCon, { obs: 'x' });
    expect(release.status).toBe(400);
    expect((release.json.data as Fields).fields.senha).toEqual([passwordRequiredMessage]);
    expect((cancel.json.data as Fields).fields.senha).toEqual([passwordRequiredMessage]);
  });

  it('refuses an upload slot for a file over 50 MB or of another type, with the messages', async () => {
    const big = await act(clinicA, 'ArquivoUpload', apt.idCon, { campo: 'arquivo_aso', nome: 'aso.pdf', tamanho: 50 * 1024 * 1024 + 1 });
    const gif = await act(clinicA, 'ArquivoUpload', apt.idCon, { campo: 'arquivo_aso', nome: 'aso.gif', tamanho: 100 });
    expect(big.status).toBe(400);
    expect((big.json.data as Fields).fields.tamanho).toEqual([anexoTooLargeMessage]);
    expect(gif.status).toBe(400);
    expect((gif.json.data as Fields).fields.nome).toEqual([anexoWrongTypeMessage]);
  });

  it('refuses a release naming a file that never reached S3, and changes nothing', async () => {
    // Prepare: a slot whose file is never posted
    const { json } = await act(clinicA, 'ArquivoUpload', apt.idCon, { campo: 'arquivo_aso', nome: 'nunca.pdf', tamanho: 1234 });
    const slot = json.data as LiberacaoArquivoSlot;
    // Act
    const { status, json: answer } = await act(clinicA, 'Liberar', apt.idCon, { aptidao: 1, senha: clinicA.senha, arquivo_aso: slot.id });
    // Assess
    expect(status).toBe(400);
    expect((answer.data as Fields).fields.arquivo_aso).toEqual([anexoNotUploadedMessage]);
    expect((await stored(apt.idCon)).tipoStatus).toBe(consultaStatus.emAtendimento);
  });

  it('releases an apt ASO with its file: 66 on both records, the history row, the e-mail, the S-2220, the printed ASO', async () => {
    // Prepare
    const pdf = new TextEncoder().encode('%PDF-1.4\n% ASO assinado\n');
    const slot = await upload(clinicA, apt.idCon, 'arquivo_aso', pdf, 'ASO assinado.pdf', 'application/pdf');
    const { data: exames } = await consultaExames().query.byConsulta({ tenant, idCon: apt.idCon }).go();
    const alterado = exames[0]!;
    // Act
    const { status, json } = await act(clinicA, 'Liberar', apt.idCon, {
      id_tipo_status: 66,
      aptidao: 1,
      te_alt: 1,
      te_esp: 3,
      te_ele: 3,
      te_ali: 2,
      obs: 'Liberado sem ressalvas.',
      senha: clinicA.senha,
      arquivo_aso: slot.id,
      exames: [alterado.id],
    });
    // Assess: the answer and both records
    expect(status).toBe(200);
    expect(json.msg).toBe(releaseSavedMessage);
    const consulta = await stored(apt.idCon);
    expect(consulta).toMatchObject({ tipoStatus: 66, aptidao: 1, teAlt: 1, teEsp: 3, teEle: 3, teAli: 2, medicoNome: 'Dra. Teste Examinadora' });
    expect(consulta.liberadaEm).toBeDefined();
    expect((await externa(apt.consultaExternaId!)).tipoStatus).toBe(66);
    expect((await consultaExames().get({ tenant, idCon: apt.idCon, id: alterado.id }).go()).data?.alterado).toBe(true);
    const { data: history } = await acompanhamentos().query.byConsulta({ tenant, consultaExternaId: apt.consultaExternaId! }).go();
    expect(history.some((entry) => entry.tipoStatus === 66 && entry.usuarioNome)).toBe(true);
    // the release history, with a working link to the file
    const list = await act(clinicA, 'Liberacoes', apt.idCon);
    const rows = (list.json.data as LiberacaoPage).data;
    expect(rows).toHaveLength(1);
    const row = rows[0] as LiberacaoRow;
    expect(row).toMatchObject({ tipo: 'liberacao', tipo_status: { id: 66 }, aptidao: { valor: 1, descricao: 'Apto' }, obs: 'Liberado sem ressalvas.' });
    expect(row.exames_alterados).toEqual([{ id: alterado.id, nome: alterado.exameNome }]);
    expect(row.arquivos).toHaveLength(1);
    expect(row.arquivos[0]).toMatchObject({ campo: 'arquivo_aso', nome: 'ASO assinado.pdf' });
    const download = await fetch(row.arquivos[0]!.url);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    // the employee is now admitted (47)
    expect((await funcionarios().get({ tenant, id: apt.funcionarioId }).go()).data?.adm).toBe(true);
    // the release e-mail reaches SES
    const mail = await waitFor(async () => (await sesStore()).find((email) => email.destination.to.includes('aso-liberacao@metalvale.example.com.br')), {
      what: 'the release e-mail',
    });
    expect(mail.subject).toContain(String(apt.idCon));
    expect(mail.body.text).toContain(apt.funcionarioNome);
    expect(mail.body.text).toContain('Resultado: Apto');
    // the S-2220 (and the admission's S-2240) of the consultation
    const s2220 = (await eventosEsocial().get({ tenant, id: idDoEvento('S-2220', consulta) }).go()).data;
    expect(s2220?.idCon).toBe(apt.idCon);
    expect((await eventosEsocial().get({ tenant, id: idDoEvento('S-2240', consulta) }).go()).data).not.toBeNull();
    // the printed ASO: aptitude and exams
    const cookie = await portal.login(clinicA);
    const response = await fetch(`${portal.cloud.url}/sst/api/${tenant}/consulta/aso/${asoHash(apt.idCon)}`, {
      headers: { host: `credenciada.localhost:${portal.cloud.port}`, cookie },
    });
    expect(response.status).toBe(200);
    const text = await extractText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Apto');
    expect(text).toContain(alterado.exameNome);
    expect(text).toContain(formatBrDate(alterado.data));
    expect(text).toContain('Dra. Teste Examinadora');
    const revisao = (await pcmsoRevisoes().get({ tenant, id: apt.pcmsoRevisaoId! }).go()).data;
    expect(text).toContain(revisao!.responsavelNome);
    // the ASO e-mail history of the consultation (the history tab's flash reads it)
    expect((await emailAsos().query.byConsulta({ tenant, idCon: apt.idCon }).go()).data).toHaveLength(1);
    expect(cookie).toContain(sessionCookieName);
  });

  it('refuses a second release of the same consultation and changes nothing', async () => {
    const before = (await liberacoes().query.byConsulta({ tenant, idCon: apt.idCon }).go()).data.length;
    const { status, json } = await act(clinicA, 'Liberar', apt.idCon, { aptidao: 5, senha: clinicA.senha });
    expect(status).toBe(400);
    expect(json.msg).toBe(consultaNaoLiberavelMessage);
    expect((await stored(apt.idCon)).tipoStatus).toBe(66);
    expect((await liberacoes().query.byConsulta({ tenant, idCon: apt.idCon }).go()).data).toHaveLength(before);
  });

  it('releases an unfit ASO (5) as 70 with the four trainings at 0, whatever was sent', async () => {
    const { status } = await act(clinicA, 'Liberar', unfit.idCon, { id_tipo_status: 66, aptidao: 5, te_alt: 1, te_esp: 1, te_ele: 1, te_ali: 1, senha: clinicA.senha });
    expect(status).toBe(200);
    const consulta = await stored(unfit.idCon);
    expect(consulta).toMatchObject({ tipoStatus: 70, aptidao: 5, teAlt: 0, teEsp: 0, teEle: 0, teAli: 0 });
    expect((await externa(unfit.consultaExternaId!)).tipoStatus).toBe(70);
    // its S-2220 carries the unfit result (resAso 2)
    const evento = (await eventosEsocial().get({ tenant, id: idDoEvento('S-2220', consulta) }).go()).data;
    expect(evento?.entrada).toMatch(/"resAso":2/);
  });

  it('cancels a consultation as 57 without any eSocial event, and refuses a second cancellation', async () => {
    // Act
    const first = await act(clinicA, 'Cancelar', cancelled.idCon, { obs: 'Funcionário desistiu.', senha: clinicA.senha });
    const second = await act(clinicA, 'Cancelar', cancelled.idCon, { obs: 'De novo.', senha: clinicA.senha });
    const release = await act(clinicA, 'Liberar', cancelled.idCon, { aptidao: 1, senha: clinicA.senha });
    // Assess
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ tipo: 'cancelamento', tipo_status: { id: 57 }, obs: 'Funcionário desistiu.' });
    const consulta = await stored(cancelled.idCon);
    expect(consulta.tipoStatus).toBe(57);
    expect((await externa(cancelled.consultaExternaId!)).tipoStatus).toBe(57);
    expect((await eventosEsocial().get({ tenant, id: idDoEvento('S-2220', consulta) }).go()).data).toBeNull();
    expect(second.status).toBe(400);
    expect(second.json.msg).toBe(consultaNaoLiberavelMessage);
    expect(release.status).toBe(400);
    expect((await liberacoes().query.byConsulta({ tenant, idCon: cancelled.idCon }).go()).data).toHaveLength(1);
  });

  it("refuses the company's release without every field but exames and obs", async () => {
    // Prepare
    const own = await attended({ tipoAso: 52 });
    // Act
    const { status, json } = await act(metalvale, 'Liberar', own.idCon, { id_tipo_status: 66, aptidao: 1, te_alt: 1, te_esp: 1, te_ele: 1, senha: metalvale.senha });
    // Assess
    expect(status).toBe(400);
    const fields = (json.data as Fields).fields;
    expect(fields.te_ali).toEqual([requiredMessage]);
    expect(fields.arquivo_aso).toEqual([requiredMessage]);
    expect(fields.arquivo_femo).toEqual([requiredMessage]);
    expect(fields.arquivo_exame).toEqual([requiredMessage]);
    expect(fields.obs).toBeUndefined();
    expect((await stored(own.idCon)).tipoStatus).toBe(consultaStatus.emAtendimento);
  });

  it('runs the side effects of a release again without a second e-mail', async () => {
    // Prepare
    const consulta = await stored(apt.idCon);
    const before = (await emailEnvios().query.byPointId({ tenant, point: 'aso', pointId: consulta.empresaId }).go({ pages: 'all' })).data.length;
    const session = { tenant, pointType: 'credenciada', usuario: { id: 'teste', nome: 'Teste' }, cliente: { nome: 'Demo' } } as unknown as SessionContext;
    // Act
    const efeitos = await efeitosDaLiberacao(session, consulta);
    // Assess
    expect(efeitos.erros).toEqual([]);
    expect((await emailEnvios().query.byPointId({ tenant, point: 'aso', pointId: consulta.empresaId }).go({ pages: 'all' })).data.length).toBe(before);
    expect((await emailAsos().query.byConsulta({ tenant, idCon: apt.idCon }).go()).data).toHaveLength(1);
  });

  it('lets only one of two simultaneous releases through', async () => {
    // Prepare
    const open = await attended({ tipoAso: 52 });
    // Act
    const answers = await Promise.all([
      act(clinicA, 'Liberar', open.idCon, { aptidao: 1, senha: clinicA.senha }),
      act(clinicA, 'Liberar', open.idCon, { aptidao: 2, senha: clinicA.senha }),
    ]);
    // Assess
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.json.msg).toBe(consultaNaoLiberavelMessage);
    expect((await liberacoes().query.byConsulta({ tenant, idCon: open.idCon }).go()).data).toHaveLength(1);
  });

  it('lets the company release its own consultation with the three files (pdf, png, zip)', async () => {
    // Prepare
    const own = await attended({ tipoAso: 52 });
    const aso = await upload(metalvale, own.idCon, 'arquivo_aso', new TextEncoder().encode('%PDF-1.4 aso'), 'aso.pdf', 'application/pdf');
    const femo = await upload(metalvale, own.idCon, 'arquivo_femo', new Uint8Array([137, 80, 78, 71, 1, 2, 3]), 'femo.png', 'image/png');
    const exame = await upload(metalvale, own.idCon, 'arquivo_exame', new Uint8Array([80, 75, 3, 4, 9]), 'exames.zip', 'application/zip');
    // Act
    const { status, json } = await act(metalvale, 'Liberar', own.idCon, {
      id_tipo_status: 67,
      aptidao: 2,
      te_alt: 3,
      te_esp: 3,
      te_ele: 3,
      te_ali: 3,
      senha: metalvale.senha,
      arquivo_aso: aso.id,
      arquivo_femo: femo.id,
      arquivo_exame: exame.id,
    });
    // Assess
    expect(status).toBe(200);
    expect((json.data as LiberacaoRow).arquivos.map((file) => file.campo)).toEqual(['arquivo_aso', 'arquivo_femo', 'arquivo_exame']);
    expect((await stored(own.idCon)).tipoStatus).toBe(67);
    const history = await act(webAdmin, 'Liberacoes', own.idCon);
    expect((history.json.data as LiberacaoPage).data[0]?.usuario.nome).toBeTruthy();
  });

  it('refuses a release whose file was stored with another type than the slot fixed, and changes nothing', async () => {
    // Prepare: the slot fixes application/pdf; the form says image/png
    const open = await attended({ tipoAso: 52 });
    const { json } = await act(clinicA, 'ArquivoUpload', open.idCon, { campo: 'arquivo_aso', nome: 'aso.pdf', tamanho: 4 });
    const slot = json.data as LiberacaoArquivoSlot;
    const fields = { ...slot.fields, 'Content-Type': 'image/png' };
    // Act
    // S3 refuses a form that breaks its policy; the emulator stores it anyway, so the release's own check must catch it.
    await postToS3({ url: slot.url, fields }, new Uint8Array([1, 2, 3, 4]), 'aso.pdf', 'image/png');
    const release = await act(clinicA, 'Liberar', open.idCon, { aptidao: 1, senha: clinicA.senha, arquivo_aso: slot.id });
    // Assess
    expect(release.status).toBe(400);
    expect((release.json.data as Fields).fields.arquivo_aso).toEqual([anexoNotUploadedMessage]);
    expect((await stored(open.idCon)).tipoStatus).toBe(consultaStatus.emAtendimento);
  });

  it('lets the back office cancel any consultation of its tenant through the web twin', async () => {
    const other = await attended({ tipoAso: 52 });
    const { status } = await act(webAdmin, 'Cancelar', other.idCon, { senha: webAdmin.senha });
    expect(status).toBe(200);
    expect((await stored(other.idCon)).tipoStatus).toBe(57);
  });

  it("answers 404 on every route of the slice to another clinic, another company and tenant 'outra'", async () => {
    // Prepare: an open consultation of clinic A and MetalVale; 'outra' has no consultation of that number
    const open = await attended({ tipoAso: 52 });
    expect((await consultas().get({ tenant: 'outra', idCon: open.idCon }).go()).data).toBeNull();
    const bodies = {
      Liberacoes: undefined,
      ArquivoUpload: { campo: 'arquivo_aso', nome: 'a.pdf', tamanho: 10 },
      Liberar: { aptidao: 1, senha: 'qualquer' },
      Cancelar: { senha: 'qualquer' },
    } as const;
    for (const user of [clinicB, horizonte, outraWeb, outraEmpresa]) {
      for (const [base, body] of Object.entries(bodies) as [keyof typeof bodies, unknown][]) {
        // Act
        const { status } = await act(user, base, open.idCon, body);
        // Assess
        expect(status, `${user.cpf} ${base}`).toBe(404);
      }
    }
    expect((await stored(open.idCon)).tipoStatus).toBe(consultaStatus.emAtendimento);
  });
});
