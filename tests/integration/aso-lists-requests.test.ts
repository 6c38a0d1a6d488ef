import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dateWindow,
  dateWindows,
  documentTypes,
  onlyDigits,
  staleRecordMessage,
  todayInSaoPaulo,
  uploadStatus,
  type ApiRouteId,
  type AsoConsultaRow,
  type ListQueryInput,
  type Pagination,
  type ParceiroExameRow,
} from '@ocupacional/shared';
import { consultaView } from '../../functions/src/api/aso/views';
import { parceiroExameRow } from '../../functions/src/api/atendimento/parceiro/views';
import { recountConsultaCounters, windowCounterNames } from '../../functions/src/data/consulta-counters';
import { migrarConsultasParaFilas, recountFilaCounters } from '../../functions/src/data/consulta-filas';
import { consultas, type ConsultaItem } from '../../functions/src/data/entities/consulta';
import { consultaExames, type ConsultaExameItem } from '../../functions/src/data/entities/consulta-exame';
import { empresas } from '../../functions/src/data/entities/empresa';
import { newId } from '../../functions/src/data/entities/keys';
import { parceiros } from '../../functions/src/data/entities/parceiro';
import { uploadPaginas } from '../../functions/src/data/entities/upload-pagina';
import { maxReadsPerPage } from '../../functions/src/data/list-page';
import { deletePages, linkExistingPages, pagesOfConsultation, relinkPage, settlePage, type PageLink } from '../../functions/src/data/upload-pages';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { demoConsultations, startAsoCloud } from '../support/aso-fixtures';
import { companyUsers, type CompanyCloud } from '../support/company-fixtures';

/*
 * Issue 17, the ASO lists without a query a row: the back office's ASO list (GET consulta/liberacao) and a company's
 * consultations with their files (GET empresa/consulta) read the linked pages of a whole page of consultations with
 * one BatchGet (the consultations' paginasVinculadas, kept by settlePage, relinkPage and deletePages), so the reads
 * of an answer (x-read-requests) do not grow with the page size, and the rows are the ones the byConsulta index
 * gives. The partner's exams (GET parceiro/exame) read no consultation (tests/integration/parceiro-exames-requests.test.ts
 * has the pending pages and the cancellation). On the demo data plus more than two pages of rows linked through the
 * product's write paths.
 */

const demoUsers = loadDemoUsers();
const webAdmin = demoUsers[0] as DemoUser;
const laboratorio = demoUsers.find((user) => user.area === 'parceiro' && user.tenant === 'demo') as DemoUser;
const { metalvaleAdmin: admin } = companyUsers;

const pageSize = 10;
const extraRows = 30;

type Page<T> = { data: T[]; pagination: Pagination };
type Answer<T> = { rows: T[]; pagination: Pagination; readItems: number; readRequests: number };

describe('ASO lists read a page’s files in a bounded number of requests', () => {
  let portal: CompanyCloud;
  const today = todayInSaoPaulo();
  let metalvaleId: string;
  let labId: string;
  const idCons = Array.from({ length: extraRows }, (_, n) => 910_000 + n);
  let asos: string;

  async function answer<T>(user: DemoUser, route: ApiRouteId, query: ListQueryInput): Promise<Answer<T>> {
    const { status, json, response } = await portal.api(user, route, { query });
    expect(status, JSON.stringify(json)).toBe(200);
    const body = json.data as Page<T>;
    return {
      rows: body.data,
      pagination: body.pagination,
      readItems: Number(response.headers.get('x-read-items')),
      readRequests: Number(response.headers.get('x-read-requests')),
    };
  }

  /** Every page of a list from the first, following `next`. */
  async function walk<T>(user: DemoUser, route: ApiRouteId, query: ListQueryInput = {}, pagination = pageSize) {
    const pages: Answer<T>[] = [];
    let cursor: string | undefined;
    for (let page = 1; page < 60; page += 1) {
      pages.push(await answer<T>(user, route, { ...query, pagination, page, ...(cursor ? { cursor } : {}) }));
      cursor = pages.at(-1)!.pagination.next ?? undefined;
      if (!cursor) break;
    }
    return pages;
  }

  /** The row as the byConsulta index (a Query a row, the answer before issue 17) gives its files. */
  async function expectedRow(row: AsoConsultaRow): Promise<AsoConsultaRow> {
    const { data } = await consultas().get({ tenant: 'demo', idCon: row.id_con }).go();
    return consultaView('demo', data as ConsultaItem, await pagesOfConsultation('demo', row.id_con), row.aso ?? undefined);
  }

  /** Items of the page's files (the BatchGet), as many as the index holds live for its rows. */
  async function filesRead(rows: readonly AsoConsultaRow[]): Promise<number> {
    let count = 0;
    for (const row of rows) count += (await pagesOfConsultation('demo', row.id_con)).length;
    return count;
  }

  const link = (idCon: number, tipoDocumento: number = documentTypes.aso): PageLink => ({
    idCon,
    tipoDocumento,
    tipoStatus: uploadStatus.processado,
    identificacao: 'qr',
    motivo: `Identificada pelo código da consulta ${idCon}.`,
  });

  /** An upload's pages as the split worker leaves them: written, not read yet. */
  async function pendingPages(count: number, tipoDocumento: number = documentTypes.aso) {
    const uploadId = newId();
    await uploadPaginas()
      .put(
        Array.from({ length: count }, (_, index) => ({
          tenant: 'demo',
          uploadId,
          pagina: index + 1,
          paginas: count,
          tipoDocumento,
          identificacao: 'pendente' as const,
          arquivo: `arquivos/demo/upload/${uploadId}/${index + 1}.pdf`,
        })),
      )
      .go();
    return uploadId;
  }

  beforeAll(async () => {
    portal = await startAsoCloud();
    const { data: companies } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = companies.find((empresa) => empresa.cnpj === onlyDigits(admin.cnpj))!.id;
    labId = (await parceiros().query.byId({ tenant: 'demo' }).go()).data.find((partner) => partner.cnpj === onlyDigits(laboratorio.cnpj))!.id;

    // 30 of MetalVale's consultations waiting for their ASO (68 / 69), created over the last 30 days.
    const base = (await demoConsultations()).find((consulta) => consulta.empresaId === metalvaleId)!;
    const { updatedAt: _updated, deletedAt: _deleted, liberadaEm: _released, paginasVinculadas: _pages, ...rest } = base;
    const at = (n: number) => new Date(Date.now() - n * 86_400_000 - n * 1000).toISOString();
    await consultas()
      .put(idCons.map((idCon, n) => ({ ...rest, idCon, tipoStatus: n % 2 ? 68 : 69, dtCad: at(n) })) as ConsultaItem[])
      .go();
    await recountFilaCounters();

    // Their files, linked as the identify worker links them: an ASO page each, a medical record of two pages for
    // every fifth, and a 'Juntar' upload's page on top for the first.
    asos = await pendingPages(extraRows);
    for (const [index, idCon] of idCons.entries()) expect(await settlePage('demo', asos, index + 1, link(idCon))).toBe(true);
    const records = await pendingPages(12, documentTypes.prontuario);
    for (let pagina = 1; pagina <= 12; pagina += 1) {
      await settlePage('demo', records, pagina, link(idCons[Math.floor((pagina - 1) / 2) * 5]!, documentTypes.prontuario));
    }
    // A redelivered page is linked once: the second settle changes nothing.
    expect(await settlePage('demo', asos, 1, link(idCons[7]!))).toBe(false);
    // Relinked by hand: the ASO page of 910001 moves to 910002, which then has two.
    const moved = (await uploadPaginas().get({ tenant: 'demo', uploadId: asos, pagina: 2 }).go()).data!;
    await relinkPage('demo', asos, 2, { ...link(idCons[2]!), tipoStatus: uploadStatus.vinculadoManualmente, identificacao: 'manual' }, moved.versao ?? 0);
    // An upload deleted: its pages leave 910003.
    const deleted = await pendingPages(3);
    for (let pagina = 1; pagina <= 3; pagina += 1) await settlePage('demo', deleted, pagina, link(idCons[3]!));
    await deletePages((await uploadPaginas().query.byUpload({ tenant: 'demo', uploadId: deleted }).go()).data, new Date());
  }, 180_000);
  afterAll(async () => {
    await portal?.stop();
  });

  it('keeps each consultation’s set with the links, relinks and deletions', async () => {
    const setOf = async (idCon: number) => (await consultas().get({ tenant: 'demo', idCon }).go()).data?.paginasVinculadas ?? [];
    expect(await setOf(idCons[1]!)).toEqual([]);
    expect((await setOf(idCons[2]!)).length).toBe(2);
    expect((await setOf(idCons[3]!)).length).toBe(1);
    expect((await setOf(idCons[0]!)).length).toBe(3);
    // A relink over a version the page is past: 409, and neither the page nor a set changes.
    const stale = relinkPage('demo', asos, 5, link(idCons[6]!), 3);
    await expect(stale).rejects.toMatchObject({ status: 409, message: staleRecordMessage });
    expect((await uploadPaginas().get({ tenant: 'demo', uploadId: asos, pagina: 5 }).go()).data?.idCon).toBe(idCons[4]);
    expect((await setOf(idCons[4]!)).length).toBe(1);
    expect((await setOf(idCons[6]!)).length).toBe(1);
  });

  it('pages the back office’s ASO list with one BatchGet of files a page, the rows as the index gives them', async () => {
    // Prepare
    const counters = windowCounterNames('x', addDays(today, -dateWindows.listaAso.daysBefore), addDays(today, dateWindows.listaAso.daysAfter)).length;
    // Act
    const pages = await walk<AsoConsultaRow>(webAdmin, 'web.asoLiberacoes');
    const large = await walk<AsoConsultaRow>(webAdmin, 'web.asoLiberacoes', {}, 3 * pageSize);
    // Assess
    const rows = pages.flatMap((page) => page.rows);
    expect(rows.length).toBeGreaterThan(2 * pageSize);
    expect(rows.filter((row) => row.arquivo).length).toBeGreaterThan(pageSize);
    for (const row of rows) expect(row).toEqual(await expectedRow(row));
    expect(rows.find((row) => row.id_con === idCons[2])!.arquivo_aso!.pages).toBe(2);
    expect(rows.find((row) => row.id_con === idCons[1])!.arquivo).toBe(false);
    expect(rows.find((row) => row.id_con === idCons[0])!.arquivo_prontuario!.pages).toBe(2);
    // One read of the queue, the window's counters, the page's files: whatever the page size.
    for (const page of [...pages, ...large]) {
      expect(page.readRequests).toBeLessThanOrEqual(3);
      expect(page.readItems).toBeLessThanOrEqual(2 * page.pagination.pagination + counters + (await filesRead(page.rows)));
    }
    expect(large[0]!.rows.length).toBe(3 * pageSize);
  });

  it('pages a company’s consultations with their files in reads that do not grow with the page size', async () => {
    const window = dateWindow(dateWindows.consultasEmailUpload, today);
    const counters = windowCounterNames('x', window.start, window.end).length;
    const query = { filter: { id_empresa: metalvaleId } };
    const pages = await walk<AsoConsultaRow>(webAdmin, 'asoConsultas', query);
    const large = await walk<AsoConsultaRow>(webAdmin, 'asoConsultas', query, 3 * pageSize);
    const rows = pages.flatMap((page) => page.rows);
    expect(rows.length).toBeGreaterThan(2 * pageSize);
    expect(large.flatMap((page) => page.rows).map((row) => row.id_con)).toEqual(rows.map((row) => row.id_con));
    for (const row of rows) expect(row).toEqual(await expectedRow(row));
    // The reads of the index (a filtered-out deleted row may take another), the counters, one BatchGet of files.
    for (const page of [...pages, ...large]) {
      expect(page.readRequests).toBeLessThanOrEqual(maxReadsPerPage + 2);
      expect(page.readItems).toBeLessThanOrEqual(2 * page.pagination.pagination + counters + (await filesRead(page.rows)));
    }
    expect(pages[0]!.readRequests).toBeLessThanOrEqual(3);
    // `with_arquivo`: only the rows with files, each read of the index with one BatchGet of its rows' files.
    const withFiles = await walk<AsoConsultaRow>(webAdmin, 'asoConsultas', { filter: { id_empresa: metalvaleId, with_arquivo: 1 } });
    const filed = withFiles.flatMap((page) => page.rows);
    expect(filed.map((row) => row.id_con)).toEqual(rows.filter((row) => row.arquivo).map((row) => row.id_con));
    for (const row of filed) expect(row).toEqual(await expectedRow(row));
    for (const page of withFiles) expect(page.readRequests).toBeLessThanOrEqual(2 * maxReadsPerPage);
  });

  it('gives pages linked before the set existed to their consultations with the migration', async () => {
    // Prepare: a page linked as the version before issue 17 wrote it (the consultation does not name it)
    const uploadId = newId();
    await uploadPaginas()
      .put({ tenant: 'demo', uploadId, pagina: 1, paginas: 1, idCon: idCons[1]!, tipoDocumento: documentTypes.aso, tipoStatus: 79, identificacao: 'qr', arquivo: 'x' })
      .go();
    const row = async () =>
      (await walk<AsoConsultaRow>(webAdmin, 'web.asoLiberacoes', {}, 100)).flatMap((page) => page.rows).find((item) => item.id_con === idCons[1])!;
    expect((await row()).arquivo).toBe(false);
    // Act
    await linkExistingPages();
    // Assess
    const after = await row();
    expect(after.arquivo_aso!.paginas.map((pagina) => pagina.upload)).toEqual([uploadId]);
    expect(after).toEqual(await expectedRow(after));
    // A later migration that rewrites the consultations through the entity keeps the set.
    await migrarConsultasParaFilas();
    expect(await row()).toEqual(after);
  });

  it('reads the partner’s exams, done or not, without their consultations', async () => {
    // Prepare: 25 exams of the lab done 30 days ago (the first rows of its default view), each of its own
    // consultation, and 5 pending
    const exam = (await consultaExames().query.byParceiro({ tenant: 'demo', parceiroId: labId }).go()).data[0]!;
    const { updatedAt: _updated, realizadoEm: _done, ...examBase } = exam;
    const done = idCons.slice(0, 25).map((idCon) => ({ ...examBase, idCon, id: newId(), data: addDays(today, -30), realizadoEm: new Date().toISOString() }));
    const pending = idCons.slice(25).map((idCon) => ({ ...examBase, idCon, id: newId(), data: addDays(today, -29) }));
    await consultaExames().put([...done, ...pending] as ConsultaExameItem[]).go();
    await recountConsultaCounters();
    const counters = windowCounterNames('x', addDays(today, -30), addDays(today, 30)).length;
    // Act
    const pages = await walk<ParceiroExameRow>(laboratorio, 'parceiroExames');
    // Assess: the rows as they read with their consultations
    const { data: all } = await consultaExames().query.byParceiro({ tenant: 'demo', parceiroId: labId }).go({ pages: 'all' });
    const byRef = new Map(all.map((item) => [`${item.idCon}-${item.id}`, item]));
    const rows = pages.flatMap((page) => page.rows);
    expect(rows.length).toBeGreaterThan(2 * pageSize);
    for (const row of rows) {
      const item = byRef.get(row.id)!;
      const { data: consulta } = await consultas().get({ tenant: 'demo', idCon: item.idCon }).go();
      expect(row).toEqual(parceiroExameRow(item, consulta ?? undefined));
    }
    // Every page reads its index and the counters only (issue 17: the exam items carry what a row shows), pending
    // rows too; at most 2 × page size + the counters.
    expect(rows.some((row) => row.situacao === 'pendente')).toBe(true);
    for (const page of pages) expect(page.readRequests).toBe(2);
    for (const page of pages) expect(page.readItems).toBeLessThanOrEqual(2 * pageSize + counters);
  });
});
