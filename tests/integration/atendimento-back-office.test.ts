import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  consultaStatus,
  onlyDigits,
  outdatedPcmsoMessage,
  todayInSaoPaulo,
  type Acompanhamento,
  type BackOfficeConsultaDetail,
  type BackOfficeConsultaRow,
  type BackOfficeCredenciada,
  type BackOfficeTabelaPreco,
  type Fdt,
  type Funcao,
  type Ghe,
} from '@ocupacional/shared';
import {
  acompanhamentos,
  consultas,
  consultasExternas,
  credenciadas,
  empresas,
  usuarios,
} from '../../functions/src/data/entities';
import type { ConsultaExternaItem } from '../../functions/src/data/entities/consulta-externa';
import { forbiddenMessage } from '../../functions/src/platform/messages';
import { currentRevision } from '../../functions/src/data/company-reads';
import { hashPassword } from '../../functions/src/platform/passwords';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { startAsoCloud } from '../support/aso-fixtures';
import { companyUsers, type CompanyCloud } from '../support/company-fixtures';

/*
 * The back office's handling of external consultations on the local cloud with the demo data (spec 1 §2 "Back
 * office: company consultations", §4 "Generating a definitive consultation", §7 empresa/consulta/externa…): the
 * list's default filter (the default provider over 10 days back to 30 ahead) and filters, the detail's flags,
 * 'gerar' with its refusals and idempotence, 'alterar PCMSO' over the modal's lookups, permission 559 and isolation.
 */

const demoUsers = loadDemoUsers();
const admin = demoUsers[0] as DemoUser;
const operador = demoUsers[1] as DemoUser;
const outraAdmin = demoUsers[8] as DemoUser;
/** A back-office user holding 553 but not 559, written by the test. */
const sem559: DemoUser = { area: 'web', tenant: 'demo', cpf: '111.444.777-35', cnpj: admin.cnpj, senha: 'senha-forte-1', role: 'usuario' };

type Page<T> = { data: T[]; pagination: { total: number } };
type Fields = { fields: Record<string, string[]> };

describe('back office: every company external consultations', () => {
  let portal: CompanyCloud;
  const today = todayInSaoPaulo();
  let matrizId: string;
  let valeId: string;
  let metalvaleId: string;
  let horizonteId: string;
  let scheduled: ConsultaExternaItem[];

  const day = (item: { dataAge: string } | { data_age: string }) => ('dataAge' in item ? item.dataAge : item.data_age).slice(0, 10);
  const list = async (filter: object = {}, extra: object = {}) => {
    const { status, json } = await portal.api(admin, 'webConsultasExternas', { query: { pagination: 500, filter, ...extra } });
    expect(status).toBe(200);
    return (json.data as Page<BackOfficeConsultaRow>).data;
  };
  /** A stored consultation, read again. */
  const stored = async (id: string) => (await consultasExternas().get({ tenant: 'demo', id }).go()).data!;

  beforeAll(async () => {
    portal = await startAsoCloud();
    const { data: clinics } = await credenciadas().query.byLocal({ tenant: 'demo' }).go({ pages: 'all' });
    matrizId = clinics.find((c) => c.padrao)!.id;
    valeId = clinics.find((c) => c.nome.includes('Vale'))!.id;
    const { data: companies } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = companies.find((e) => e.cnpj === onlyDigits(companyUsers.metalvaleAdmin.cnpj))!.id;
    horizonteId = companies.find((e) => e.cnpj === onlyDigits(companyUsers.horizonteUser.cnpj))!.id;
    const { data: matriz } = await consultasExternas().query.byCredenciada({ tenant: 'demo', credenciadaId: matrizId }).go({ pages: 'all' });
    scheduled = matriz.filter((c) => c.tipoStatus === consultaStatus.agendada && !c.deletedAt && c.idCon === undefined);
    const { data: users } = await usuarios().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    const template = users.find((u) => u.pointType === 'web')!;
    await usuarios()
      .put({
        ...template,
        id: 'web-sem-559',
        cpf: onlyDigits(sem559.cpf),
        usuario: 'sem.559',
        nome: 'Operador sem 559',
        email: 'sem559@demo.example.com.br',
        senhaHash: await hashPassword(sem559.senha),
        isAdm: false,
        isSadm: false,
        acessoPermissao: [553],
      })
      .go();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  /** The scheduled consultation made on the front's previous PCMSO revision (demo-scenarios.ts revisaoAnterior). */
  async function outdatedOne(): Promise<ConsultaExternaItem> {
    for (const item of scheduled) {
      const revision = await currentRevision('demo', item.fdtId);
      if (revision && item.pcmsoRevisaoId !== revision.id && day(item) <= today) return item;
    }
    throw new Error('the demo has no outdated-PCMSO consultation');
  }

  /** A scheduled consultation of the default provider on the current revision, today or earlier. */
  async function upToDate(exclude: readonly string[] = []): Promise<ConsultaExternaItem> {
    for (const item of scheduled) {
      if (exclude.includes(item.id) || item.tipoAso === 50) continue;
      const now = await stored(item.id);
      if (now.idCon !== undefined || now.deletedAt) continue;
      const revision = await currentRevision('demo', item.fdtId);
      if (revision && item.pcmsoRevisaoId === revision.id) return item;
    }
    throw new Error('the demo has no up-to-date scheduled consultation');
  }

  it('lists by default only the default provider consultations scheduled from 10 days before to 30 days ahead', async () => {
    // Act
    const rows = await list();
    // Assess
    const { data: matriz } = await consultasExternas().query.byCredenciada({ tenant: 'demo', credenciadaId: matrizId }).go({ pages: 'all' });
    const inWindow = matriz.filter((c) => day(c) >= addDays(today, -10) && day(c) <= addDays(today, 30));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.id).sort()).toEqual(inWindow.map((c) => c.id).sort());
    expect(matriz.length).toBeGreaterThan(inWindow.length);
    expect(rows.every((row) => row.credenciada.id === matrizId && row.credenciada.padrao)).toBe(true);
    // Latest schedule first.
    expect(rows.map((row) => row.data_age)).toEqual([...rows.map((row) => row.data_age)].sort().reverse());
  });

  it('filters by provider, every provider, company, status, schedule window and deleted rows', async () => {
    const vale = await list({ id_credenciada: [valeId] });
    expect(vale.length).toBeGreaterThan(0);
    expect(vale.every((row) => row.credenciada.id === valeId && !row.pode_gerar)).toBe(true);

    const every = await list({ id_credenciada: [] });
    expect(new Set(every.map((row) => row.credenciada.id)).size).toBeGreaterThan(1);

    const horizonte = await list({ id_credenciada: [], id_empresa: [horizonteId] });
    expect(horizonte.length).toBeGreaterThan(0);
    expect(horizonte.every((row) => row.empresa.id === horizonteId)).toBe(true);

    const agendadas = await list({ id_tipo_status: [54] });
    expect(agendadas.length).toBeGreaterThan(0);
    expect(agendadas.every((row) => row.tipo_status.id === 54)).toBe(true);

    const older = await list({ agendamento_at: [addDays(today, -30), addDays(today, -11)] });
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((row) => day(row) >= addDays(today, -30) && day(row) <= addDays(today, -11))).toBe(true);

    const hidden = await list({ id_credenciada: [], deleted: 0 });
    expect(hidden.some((row) => row.deleted_at !== null)).toBe(false);
    expect(every.some((row) => row.deleted_at !== null)).toBe(true);
  });

  it('flags the outdated PCMSO on the row and the detail, and offers generation only on the default provider', async () => {
    const outdated = await outdatedOne();
    const fresh = await upToDate();
    const rows = await list();
    expect(rows.find((row) => row.id === outdated.id)).toMatchObject({ pcmso_desatualizado: true, pode_gerar: true });
    expect(rows.find((row) => row.id === fresh.id)).toMatchObject({ pcmso_desatualizado: false, pode_gerar: true });
    const processing = rows.filter((row) => row.tipo_status.id === 194 || row.tipo_status.id === 195);
    expect(processing.length).toBeGreaterThan(0);
    expect(processing.every((row) => !row.pode_gerar)).toBe(true);

    const { status, json } = await portal.api(admin, 'webConsultaExterna', { params: { id: outdated.id } });
    expect(status).toBe(200);
    const detail = json.data as BackOfficeConsultaDetail;
    expect(detail).toMatchObject({ id: outdated.id, pcmso_desatualizado: true, pode_gerar: true, credenciada: { padrao: true } });
    expect(detail.exames.length).toBeGreaterThan(0);
  });

  it('refuses to generate an outdated-PCMSO consultation with the spec message and changes nothing', async () => {
    const outdated = await outdatedOne();
    const { status, json } = await portal.api(operador, 'webConsultaExternaGerar', { params: { id: outdated.id } });
    expect(status).toBe(400);
    expect(json.msg).toBe(outdatedPcmsoMessage);
    expect(await stored(outdated.id)).toMatchObject({ tipoStatus: 54 });
    expect((await stored(outdated.id)).idCon).toBeUndefined();
  });

  it('refuses to generate a consultation of a provider that is not the default', async () => {
    const { data: vale } = await consultasExternas().query.byCredenciada({ tenant: 'demo', credenciadaId: valeId }).go({ pages: 'all' });
    const target = vale.find((c) => c.tipoStatus === 54 && !c.deletedAt)!;
    const { status } = await portal.api(admin, 'webConsultaExternaGerar', { params: { id: target.id } });
    expect(status).toBe(400);
    expect((await stored(target.id)).idCon).toBeUndefined();
  });

  it('answers 403 on gerar and alterar to an operator without permission 559, and the lists still open', async () => {
    const fresh = await upToDate();
    const gerar = await portal.api(sem559, 'webConsultaExternaGerar', { params: { id: fresh.id } });
    expect(gerar.status).toBe(403);
    expect(gerar.json.msg).toBe(forbiddenMessage);
    const alterar = await portal.api(sem559, 'webConsultaExternaAlterar', {
      params: { id: fresh.id },
      body: { id_fdt: 'x', id_ghe: 'x', id_funcao: 'x', id_tabela_preco: 'x' },
    });
    expect(alterar.status).toBe(403);
    const { status, json } = await portal.api(sem559, 'webConsultasExternas', { query: { pagination: 500 } });
    expect(status).toBe(200);
    expect((json.data as Page<BackOfficeConsultaRow>).data.every((row) => !row.pode_gerar)).toBe(true);
    expect((await stored(fresh.id)).idCon).toBeUndefined();
  });

  it('keeps another tenant and the other areas out (404)', async () => {
    const fresh = await upToDate();
    for (const [id, params] of [
      ['webConsultaExterna', { id: fresh.id }],
      ['webConsultaExternaGerar', { id: fresh.id }],
      ['webPcmsoFdts', { empresa: metalvaleId }],
      ['webPcmsoGhes', { empresa: metalvaleId }],
      ['webPcmsoGheFuncoes', { empresa: metalvaleId, ghe: fresh.gheId! }],
      ['webTabelasPreco', { empresa: metalvaleId, fdt: fresh.fdtId }],
    ] as const) {
      const { status } = await portal.api(outraAdmin, id, { params });
      expect(status, id).toBe(404);
    }
    const alterar = await portal.api(outraAdmin, 'webConsultaExternaAlterar', {
      params: { id: fresh.id },
      body: { id_fdt: fresh.fdtId, id_ghe: fresh.gheId, id_funcao: fresh.funcaoId, id_tabela_preco: fresh.tabelaPrecoId },
    });
    expect(alterar.status).toBe(404);
    // The other tenant's list never shows demo's consultations, even asking for demo's clinic.
    const { json } = await portal.api(outraAdmin, 'webConsultasExternas', { query: { filter: { id_credenciada: [matrizId] } } });
    expect((json.data as Page<BackOfficeConsultaRow>).data).toEqual([]);
    // A company user is another area.
    const company = await portal.api(companyUsers.metalvaleAdmin, 'webConsultasExternas', {});
    expect(company.status).toBe(404);
    expect((await stored(fresh.id)).idCon).toBeUndefined();
  });

  it('generates the definitive consultation (status 55) and a second call answers the same number', async () => {
    const fresh = await upToDate();
    const first = await portal.api(operador, 'webConsultaExternaGerar', { params: { id: fresh.id } });
    expect(first.status).toBe(200);
    const { id_con } = first.json.data as { id_con: number };
    expect(id_con).toBeGreaterThan(0);
    expect(await stored(fresh.id)).toMatchObject({ idCon: id_con, tipoStatus: consultaStatus.emAtendimento });
    const { data: definitive } = await consultas().get({ tenant: 'demo', idCon: id_con }).go();
    expect(definitive).toMatchObject({ consultaExternaId: fresh.id, tipoStatus: consultaStatus.emAtendimento });

    const second = await portal.api(admin, 'webConsultaExternaGerar', { params: { id: fresh.id } });
    expect(second.status).toBe(200);
    expect(second.json.data).toEqual({ id_con });
    const rows = await list();
    expect(rows.find((row) => row.id === fresh.id)).toMatchObject({ id_con, pode_gerar: true });
  });

  it('changes the PCMSO through the modal lookups: the replacement is on the current revision and the original is deleted', async () => {
    // Prepare: the modal's sequence front → GHE → function → price table, for the consultation's company
    const outdated = await outdatedOne();
    const fdts = (await portal.api(admin, 'webPcmsoFdts', { params: { empresa: outdated.empresaId } })).json.data as Fdt[];
    const fdt = fdts.find((f) => f.id === outdated.fdtId)!;
    expect(fdt.revisao).not.toBeNull();
    const ghes = (await portal.api(admin, 'webPcmsoGhes', { params: { empresa: outdated.empresaId }, query: { filter: { id_fdt: fdt.id } } }))
      .json.data as Ghe[];
    const ghe = ghes.find((g) => g.id === outdated.gheId)!;
    expect(ghes.every((g) => g.id_fdt === fdt.id)).toBe(true);
    const funcoes = (await portal.api(admin, 'webPcmsoGheFuncoes', { params: { empresa: outdated.empresaId, ghe: ghe.id } })).json
      .data as Funcao[];
    expect(funcoes.map((f) => f.id)).toContain(outdated.funcaoId);
    const tabelas = (
      await portal.api(admin, 'webTabelasPreco', {
        params: { empresa: outdated.empresaId, fdt: fdt.id },
        query: { filter: { id_credenciada: outdated.credenciadaId, data_age: day(outdated) } },
      })
    ).json.data as BackOfficeTabelaPreco[];
    expect(tabelas.length).toBe(1);
    expect(tabelas[0]!.credenciada.id).toBe(outdated.credenciadaId);

    // Act
    const { status, json } = await portal.api(operador, 'webConsultaExternaAlterar', {
      params: { id: outdated.id },
      body: { id_fdt: fdt.id, id_ghe: ghe.id, id_funcao: outdated.funcaoId, id_tabela_preco: tabelas[0]!.id },
    });

    // Assess
    expect(status, JSON.stringify(json)).toBe(200);
    const { id } = json.data as { id: string };
    const replacement = await stored(id);
    expect(replacement).toMatchObject({
      consultaExternaOriginalId: outdated.id,
      pcmsoRevisaoId: fdt.revisao!.id,
      revisao: fdt.revisao!.rev,
      credenciadaId: outdated.credenciadaId,
      dataAge: outdated.dataAge,
      tipoAso: outdated.tipoAso,
      tipoStatus: 54,
      funcionarioId: outdated.funcionarioId,
    });
    expect(replacement.deletedAt).toBeUndefined();
    expect((await stored(outdated.id)).deletedAt).toBeDefined();
    const history = async (consultaExternaId: string) =>
      (await acompanhamentos().query.byConsulta({ tenant: 'demo', consultaExternaId }).go({ pages: 'all' })).data;
    expect((await history(id)).some((entry) => entry.obs?.includes(outdated.id))).toBe(true);
    expect((await history(outdated.id)).some((entry) => entry.obs?.includes(id))).toBe(true);
    const { json: tracking } = await portal.api(companyUsers.metalvaleAdmin, 'consultaExternaAcompanhamento', { params: { id } });
    expect((tracking.data as Acompanhamento[]).length).toBeGreaterThan(0);

    // The replacement is no longer outdated; a second change of the deleted original is refused.
    const rows = await list();
    expect(rows.find((row) => row.id === id)).toMatchObject({ pcmso_desatualizado: false, pode_gerar: true });
    const again = await portal.api(admin, 'webConsultaExternaAlterar', {
      params: { id: outdated.id },
      body: { id_fdt: fdt.id, id_ghe: ghe.id, id_funcao: outdated.funcaoId, id_tabela_preco: tabelas[0]!.id },
    });
    expect(again.status).toBe(400);
  });

  it('accepts a past schedule date on alterar: a correction keeps the original date', async () => {
    // Prepare: a scheduled consultation of the default provider whose date has passed (demo: 3 days ago)
    let past: ConsultaExternaItem | undefined;
    for (const item of scheduled.filter((c) => day(c) < today && c.tipoAso !== 50)) {
      const now = await stored(item.id);
      if (now.idCon === undefined && !now.deletedAt) past = now;
    }
    if (!past) {
      // The generate test may have taken it: schedule a fresh one three days back, as the seed does.
      const source = await upToDate();
      past = (await consultasExternas()
        .create({ ...source, id: `${source.id.slice(0, -4)}PAST`, dataAge: `${addDays(today, -3)}T09:00` })
        .go()).data as ConsultaExternaItem;
    }
    const tabelas = (
      await portal.api(admin, 'webTabelasPreco', {
        params: { empresa: past.empresaId, fdt: past.fdtId },
        query: { filter: { id_credenciada: past.credenciadaId, data_age: day(past) } },
      })
    ).json.data as BackOfficeTabelaPreco[];
    // Act
    const { status, json } = await portal.api(admin, 'webConsultaExternaAlterar', {
      params: { id: past.id },
      body: { id_fdt: past.fdtId, id_ghe: past.gheId, id_funcao: past.funcaoId, id_tabela_preco: tabelas[0]!.id },
    });
    // Assess
    expect(status, JSON.stringify(json)).toBe(200);
    expect(await stored((json.data as { id: string }).id)).toMatchObject({ dataAge: past.dataAge, consultaExternaOriginalId: past.id });
    expect((await stored(past.id)).deletedAt).toBeDefined();
  });

  it('refuses a price table of another clinic on alterar, with the field error', async () => {
    const fresh = await upToDate();
    const tabelas = (await portal.api(admin, 'webTabelasPreco', { params: { empresa: fresh.empresaId, fdt: fresh.fdtId } })).json
      .data as BackOfficeTabelaPreco[];
    const other = tabelas.find((t) => t.credenciada.id !== fresh.credenciadaId);
    expect(other).toBeDefined();
    const { status, json } = await portal.api(admin, 'webConsultaExternaAlterar', {
      params: { id: fresh.id },
      body: { id_fdt: fresh.fdtId, id_ghe: fresh.gheId, id_funcao: fresh.funcaoId, id_tabela_preco: other!.id },
    });
    expect(status).toBe(400);
    expect(Object.keys((json.data as Fields).fields)).toEqual(['id_tabela_preco']);
    expect((await stored(fresh.id)).deletedAt).toBeUndefined();
  });

  it('lists the tenant clinics for the provider filter with the default one flagged', async () => {
    const { status, json } = await portal.api(admin, 'webCredenciadas', {});
    expect(status).toBe(200);
    const clinics = json.data as BackOfficeCredenciada[];
    expect(clinics.filter((c) => c.padrao).map((c) => c.id)).toEqual([matrizId]);
    const outra = (await portal.api(outraAdmin, 'webCredenciadas', {})).json.data as BackOfficeCredenciada[];
    expect(outra.some((c) => c.id === matrizId)).toBe(false);
  });
});
