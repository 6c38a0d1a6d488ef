import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  invalidPageCursorMessage,
  onlyDigits,
  todayInSaoPaulo,
  type ApiRouteId,
  type ListQueryInput,
  type MenuItem,
  type Pagination,
} from '@ocupacional/shared';
import { recountConsultaCounters } from '../../functions/src/data/consulta-counters';
import { consultas, type ConsultaItem } from '../../functions/src/data/entities/consulta';
import { consultaExames, type ConsultaExameItem } from '../../functions/src/data/entities/consulta-exame';
import { consultasExternas, type ConsultaExternaItem } from '../../functions/src/data/entities/consulta-externa';
import { credenciadas, type CredenciadaItem } from '../../functions/src/data/entities/credenciada';
import { empresas } from '../../functions/src/data/entities/empresa';
import { newId } from '../../functions/src/data/entities/keys';
import { parceiros } from '../../functions/src/data/entities/parceiro';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { startAsoCloud } from '../support/aso-fixtures';
import { companyUsers, type CompanyCloud } from '../support/company-fixtures';

/*
 * Issue 17 on the consultation lists (company, clinic, back office, partner) and the menu badges, on the local
 * cloud with the demo data plus enough rows for more than two pages: each list's default view is one page of one
 * index (x-read-items ≤ 2 × page size + the stated lookups), the pages follow one order and `next` walks every row
 * once, the total comes from the counters, a cursor of another scope, index or tenant answers 400 and shows
 * nothing, and the badges follow the status changes.
 */

const demoUsers = loadDemoUsers();
const webAdmin = demoUsers[0] as DemoUser;
const { clinicAdmin: clinicA, metalvaleUser: metalvale, outraUser } = companyUsers;
const clinicB = demoUsers[6] as DemoUser;
const laboratorio = demoUsers.find((user) => user.area === 'parceiro' && user.tenant === 'demo') as DemoUser;

const pageSize = 10;
/** The most counters a 61-day window reads (9 leading days + 5 ten-day blocks + 9 trailing days, one BatchGet). */
const windowCounters = 24;
const extraRows = 25;

type Page = { data: { id: string }[]; pagination: Pagination };

describe('consultation lists read one page of an index', () => {
  let portal: CompanyCloud;
  const today = todayInSaoPaulo();
  let matrizId: string;
  let metalvaleId: string;
  let labId: string;
  let clinics: CredenciadaItem[];
  let failed: ConsultaExternaItem;

  /** Every page of a list from the first, following `next`; each answer's items read. */
  async function walk(user: DemoUser, route: ApiRouteId, query: ListQueryInput = {}) {
    const pages: { rows: { id: string }[]; pagination: Pagination; readItems: number }[] = [];
    let cursor: string | undefined;
    for (let page = 1; page < 50; page += 1) {
      const { status, json, response } = await portal.api(user, route, { query: { ...query, pagination: pageSize, page, ...(cursor ? { cursor } : {}) } });
      expect(status).toBe(200);
      const body = json.data as Page;
      pages.push({ rows: body.data, pagination: body.pagination, readItems: Number(response.headers.get('x-read-items')) });
      if (!body.pagination.next) break;
      cursor = body.pagination.next;
    }
    return pages;
  }

  const everyExterna = async () => (await consultasExternas().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data;
  const newestFirst = (key: (item: ConsultaExternaItem) => string) => (a: ConsultaExternaItem, b: ConsultaExternaItem) =>
    key(b) < key(a) ? -1 : key(b) > key(a) ? 1 : 0;
  const createdDay = (item: ConsultaExternaItem) => todayInSaoPaulo(new Date(item.createdAt));

  beforeAll(async () => {
    portal = await startAsoCloud();
    clinics = (await credenciadas().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data;
    matrizId = clinics.find((clinic) => clinic.cnpj === onlyDigits(clinicA.cnpj))!.id;
    const { data: companies } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = companies.find((empresa) => empresa.cnpj === onlyDigits(metalvale.cnpj))!.id;
    labId = (await parceiros().query.byId({ tenant: 'demo' }).go()).data.find((partner) => partner.cnpj === onlyDigits(laboratorio.cnpj))!.id;

    // More rows than two pages of each list: MetalVale's orders at the Matriz clinic created and scheduled over
    // the last 50 days (inside every default window), one of them a failed batch row (195).
    const template = (await everyExterna()).find((item) => item.empresaId === metalvaleId && item.credenciadaId === matrizId)!;
    const { idCon: _idCon, deletedAt: _deletedAt, updatedAt: _updatedAt, ...base } = template;
    const now = Date.now();
    const extra: ConsultaExternaItem[] = Array.from({ length: extraRows }, (_, index) => {
      const at = new Date(now - (index * 2 + 1) * 86_400_000);
      return {
        ...base,
        id: newId(at),
        createdAt: at.toISOString(),
        dataAge: `${addDays(today, -index * 2)}T0${index % 10}:00`,
        tipoStatus: index === 3 ? 195 : index % 2 ? 66 : 54,
      } as ConsultaExternaItem;
    });
    // And 25 scheduled ahead (inside the back office's window) at the tenant's default clinic.
    const padrao = clinics.find((clinic) => clinic.padrao && !clinic.deletedAt)!;
    const ahead: ConsultaExternaItem[] = Array.from({ length: extraRows }, (_, index) => {
      const at = new Date(now - index * 3_600_000);
      return {
        ...base,
        id: newId(at),
        credenciadaId: padrao.id,
        credenciadaNome: padrao.nome,
        createdAt: at.toISOString(),
        dataAge: `${addDays(today, 1 + (index % 29))}T1${index % 10}:30`,
        tipoStatus: 54,
      } as ConsultaExternaItem;
    });
    await consultasExternas().put([...extra, ...ahead]).go();
    failed = extra[3]!;
    // The lab's exams: 25 more inside its default window (exam day 30 days back to 30 ahead).
    const exam = (await consultaExames().query.byParceiro({ tenant: 'demo', parceiroId: labId }).go()).data[0]!;
    const { updatedAt: _examUpdated, realizadoEm: _done, ...examBase } = exam;
    const exams: ConsultaExameItem[] = Array.from({ length: extraRows }, (_, index) => ({
      ...examBase,
      id: newId(now - index),
      data: addDays(today, index * 2 - 25),
    })) as ConsultaExameItem[];
    await consultaExames().put(exams).go();
    // Items written around the product's write paths: counted once, as the migration does.
    await recountConsultaCounters();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  it('pages the company list (created 60 days back, newest first) from the byEmpresa index, total from counters', async () => {
    // Prepare
    const expected = (await everyExterna())
      .filter((item) => item.empresaId === metalvaleId && createdDay(item) >= addDays(today, -60) && createdDay(item) <= today)
      .sort(newestFirst((item) => `${item.createdAt}#${item.id}`))
      .map((item) => item.id);
    expect(expected.length).toBeGreaterThan(2 * pageSize);
    // Act
    const pages = await walk(metalvale, 'consultaExternaLista');
    // Assess
    expect(pages[0]!.rows.map((row) => row.id)).toEqual(expected.slice(0, pageSize));
    expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected);
    expect(pages[0]!.pagination).toMatchObject({ page: 1, pagination: pageSize, total: expected.length });
    // One page of the index (page size + 1 a read) plus the window's counters (one BatchGet).
    for (const page of pages) expect(page.readItems).toBeLessThanOrEqual(2 * pageSize + windowCounters);
  });

  it('pages the clinic list (scheduled 60 days back to today, latest first) from its own byCredenciada range', async () => {
    const expected = (await everyExterna())
      .filter((item) => item.credenciadaId === matrizId && item.dataAge.slice(0, 10) >= addDays(today, -60) && item.dataAge.slice(0, 10) <= today)
      .sort(newestFirst((item) => `${item.dataAge}#${item.id}`))
      .map((item) => item.id);
    expect(expected.length).toBeGreaterThan(2 * pageSize);
    const pages = await walk(clinicA, 'consultaExternaLista');
    expect(pages[0]!.rows.map((row) => row.id)).toEqual(expected.slice(0, pageSize));
    expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected);
    expect(pages[0]!.pagination.total).toBe(expected.length);
    for (const page of pages) expect(page.readItems).toBeLessThanOrEqual(2 * pageSize + windowCounters);
  });

  it('pages the back office list (default clinics, schedule −10..+30) and answers no total once a filter narrows it', async () => {
    const padrao = new Set(clinics.filter((clinic) => clinic.padrao && !clinic.deletedAt).map((clinic) => clinic.id));
    const expected = (await everyExterna())
      .filter((item) => padrao.has(item.credenciadaId) && item.dataAge.slice(0, 10) >= addDays(today, -10) && item.dataAge.slice(0, 10) <= addDays(today, 30))
      .sort(newestFirst((item) => `${item.dataAge}#${item.id}`))
      .map((item) => item.id);
    expect(expected.length).toBeGreaterThan(2 * pageSize);
    const pages = await walk(webAdmin, 'webConsultasExternas');
    expect(pages[0]!.rows.map((row) => row.id)).toEqual(expected.slice(0, pageSize));
    expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected);
    expect(pages[0]!.pagination.total).toBe(expected.length);
    // Lookups: the tenant's clinics (one Query), each row's front revision (at most one item a row), the counters.
    for (const page of pages) expect(page.readItems).toBeLessThanOrEqual(2 * pageSize + clinics.length + pageSize + windowCounters);
    const narrowed = await portal.api(webAdmin, 'webConsultasExternas', { query: { filter: { id_tipo_status: [54] }, pagination: pageSize } });
    expect((narrowed.json.data as Page).pagination).toMatchObject({ total: null, last_page: null });
  });

  it('pages the partner’s exams (exam day ±30, oldest first) from the sparse byParceiro index', async () => {
    const { data } = await consultaExames().query.byParceiro({ tenant: 'demo', parceiroId: labId }).go({ pages: 'all' });
    const expected = data
      .filter((exame) => exame.data >= addDays(today, -30) && exame.data <= addDays(today, 30))
      .sort((a, b) => (`${a.data}#${String(a.idCon).padStart(10, '0')}#${a.id}` < `${b.data}#${String(b.idCon).padStart(10, '0')}#${b.id}` ? -1 : 1))
      .map((exame) => `${exame.idCon}-${exame.id}`);
    expect(expected.length).toBeGreaterThan(2 * pageSize);
    const pages = await walk(laboratorio, 'parceiroExames');
    expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected);
    expect(pages[0]!.pagination.total).toBe(expected.length);
    // Lookups: the page's consultations (one BatchGet, at most a page) and the counters.
    for (const page of pages) expect(page.readItems).toBeLessThanOrEqual(2 * pageSize + pageSize + windowCounters);
  });

  it('pages an employee’s history (newest first) from the consultation’s byFuncionario index', async () => {
    // Prepare: 25 more definitive consultations of one MetalVale employee over the last two years.
    const { data: all } = await consultas().query.byIdCon({ tenant: 'demo' }).go({ pages: 'all' });
    const template = all.find((consulta) => consulta.empresaId === metalvaleId && !consulta.deletedAt)!;
    const { updatedAt: _updated, ...base } = template;
    const history: ConsultaItem[] = Array.from({ length: extraRows }, (_, index) => ({
      ...base,
      idCon: 900_000 + index,
      dtCad: new Date(Date.now() - (index * 29 + 1) * 86_400_000).toISOString(),
    })) as ConsultaItem[];
    await consultas().put(history).go();
    const expected = (await consultas().query.byFuncionario({ tenant: 'demo', funcionarioId: template.funcionarioId }).go({ pages: 'all' })).data
      .filter((consulta) => !consulta.deletedAt && consulta.empresaId === metalvaleId)
      .sort((a, b) => (`${b.dtCad}#${b.idCon}` < `${a.dtCad}#${a.idCon}` ? -1 : 1))
      .map((consulta) => consulta.idCon);
    // Act
    const pages: { ids: number[]; readItems: number; next: string | null | undefined }[] = [];
    let cursor: string | undefined;
    do {
      const { status, json, response } = await portal.api(metalvale, 'historicoConsultas', {
        query: { filter: { id_funcionario: template.funcionarioId }, pagination: pageSize, ...(cursor ? { cursor } : {}) },
      });
      expect(status).toBe(200);
      const body = json.data as { data: { id_con: number }[]; pagination: Pagination };
      expect(body.pagination.total).toBeNull();
      pages.push({ ids: body.data.map((row) => row.id_con), readItems: Number(response.headers.get('x-read-items')), next: body.pagination.next });
      cursor = body.pagination.next ?? undefined;
    } while (cursor && pages.length < 20);
    // Assess
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flatMap((page) => page.ids)).toEqual(expected);
    // One page of the index plus each row's exams (one Query a row, reading that consultation's exams).
    const examsOf = async (idCon: number) => (await consultaExames().query.byConsulta({ tenant: 'demo', idCon }).go()).data.length;
    for (const page of pages) {
      const exams = (await Promise.all(page.ids.map(examsOf))).reduce((sum, count) => sum + count, 0);
      expect(page.readItems).toBeLessThanOrEqual(2 * pageSize + exams);
    }
  });

  it('answers 400 to a tampered cursor, another clinic’s, another index’s or another tenant’s, showing nothing', async () => {
    // Prepare: real cursors of other scopes.
    const fromClinicB = (await walk(clinicB, 'consultaExternaLista'))[0]!.pagination.next;
    const fromCompany = (await walk(metalvale, 'consultaExternaLista'))[0]!.pagination.next!;
    const outra = await portal.api(outraUser, 'consultaExternaLista', { query: { pagination: 1 } });
    const fromOutra = (outra.json.data as Page).pagination.next;
    const forged = Buffer.from(JSON.stringify({ pk: 'T#demo', sk: 'x', gsi2pk: `T#demo#CREDENCIADA#${clinics.find((c) => c.id !== matrizId)!.id}#CONSULTA_EXTERNA`, gsi2sk: '9' })).toString('base64url');
    const cursors = [
      'bm90LWpzb24',
      fromCompany.slice(0, -4) + 'AAAA',
      forged,
      fromCompany,
      ...(fromClinicB ? [fromClinicB] : []),
      ...(fromOutra ? [fromOutra] : []),
    ];
    for (const cursor of cursors) {
      // Act
      const { status, json } = await portal.api(clinicA, 'consultaExternaLista', { query: { cursor, page: 2, pagination: pageSize } });
      // Assess
      expect(status).toBe(400);
      expect(json.msg).toBe(invalidPageCursorMessage);
      expect(JSON.stringify(json.data ?? null)).not.toContain('CONSULTA');
    }
    // Another tenant's cursor on the company list too.
    if (fromOutra) expect((await portal.api(metalvale, 'consultaExternaLista', { query: { cursor: fromOutra } })).status).toBe(400);
  });

  it('keeps the menu badges and the totals from the counters as the status changes', async () => {
    const badge = async (user: DemoUser) =>
      ((await portal.api(user, 'menu')).json.data as MenuItem[]).find((item) => item.id === 'consultas')?.badge ?? 0;
    const rows = await everyExterna();
    const waitingToday = rows.filter((item) => item.credenciadaId === matrizId && item.tipoStatus === 54 && !item.deletedAt && item.dataAge.slice(0, 10) === today);
    const failedRecent = rows.filter((item) => item.empresaId === metalvaleId && item.tipoStatus === 195 && !item.deletedAt && createdDay(item) >= addDays(today, -60));
    expect(waitingToday.length).toBeGreaterThan(0);
    expect(await badge(clinicA)).toBe(waitingToday.length);
    expect(await badge(metalvale)).toBe(failedRecent.length);
    const totalBefore = (await walk(metalvale, 'consultaExternaLista'))[0]!.pagination.total;

    // Act: the clinic starts one of today's attendances; the company deletes a failed batch row.
    const started = waitingToday.find((item) => item.idCon === undefined)!;
    expect((await portal.api(clinicA, 'credenciadaGerar', { params: { id: started.id } })).status).toBe(200);
    const deleted = await portal.api(metalvale, 'consultaExternaDeletar', { body: { itens: [failed.id] } });
    expect(deleted.status).toBe(200);

    // Assess
    expect(await badge(clinicA)).toBe(waitingToday.length - 1);
    expect(await badge(metalvale)).toBe(failedRecent.length - 1);
    // The company list shows deleted rows (in red): its total stays.
    expect((await walk(metalvale, 'consultaExternaLista'))[0]!.pagination.total).toBe(totalBefore);
  });
});
