import {
  addDays,
  apiRoute,
  asoConsultaQuerySchema,
  asoLiberacaoQuerySchema,
  buildPath,
  consultaStatus,
  consultaStatusGroups,
  dateWindow,
  dateWindows,
  documentTypes,
  keyedPagination,
  onlyDigits,
  todayInSaoPaulo,
  type AsoConsultaRow,
} from '@ocupacional/shared';
import { consultaOf, recordAsoLinks } from '../../data/aso-consultas';
import { documentPdf } from '../../data/aso-documents';
import { filaLists, filaWindowTotal } from '../../data/consulta-filas';
import { consultas, filaDosStatus, type ConsultaItem } from '../../data/entities/consulta';
import { instantKeyWindow, searchText } from '../../data/entities/keys';
import { listCounter } from '../../data/list-counters';
import { readPage } from '../../data/list-page';
import { pagesOfConsultation, pagesOfConsultations } from '../../data/upload-pages';
import { parseConsultationCode } from '../../pdf/consultation-code';
import {
  HttpError,
  companyScope,
  notFoundMessage,
  parseQuery,
  respond,
  sessionOf,
  type RouteContext,
  type RouteHandler,
} from '../../platform';
import { consultaView, isPrintable, pdfResponse } from './views';

/*
 * Consultations with their ASO documents (spec 2 §2, §3, §7): the back office's ASO list and the company area's
 * release list (GET consulta/liberacao), the upload form's consultation lookup (GET empresa/consulta), and the file
 * detail modal (a consultation's ASO and medical record, each also as one PDF).
 */

/** Largest PDF a Lambda answer carries (6 MB payload, base64). */
const maxInlinePdfBytes = 4 * 1024 * 1024;

export const documentTooLargeMessage =
  'O arquivo é grande demais para abrir aqui; abra as páginas pelo detalhamento do upload.';

/** A consultation number from a search: a checked code of this tenant (OCP-…), or the bare number. */
function searchedIdCon(tenant: string, search: string | undefined): number | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const code = parseConsultationCode(text);
  if (code) return code.kind === 'consulta' && code.tenant === tenant ? code.idCon : -1;
  return /^\d{1,12}$/.test(text) ? Number(text) : -1;
}

/** The creation window as the consultations' sort keys bound it, and as São Paulo days for the counters. */
function creationWindow(window: { start: string; end: string }) {
  const bounds = instantKeyWindow(window.start, window.end);
  return [{ dtCad: bounds.start }, { dtCad: bounds.end }] as const;
}

type ConsultaWhere = Parameters<ReturnType<ReturnType<typeof consultas>['query']['byData']>['where']>[0];

/** `attribute` is one of `values` ('' when no value narrows). */
const oneOf = (values: readonly number[] | undefined, attribute: never, eq: (a: never, v: unknown) => string) =>
  values?.length ? `(${values.map((value) => eq(attribute, value)).join(' OR ')})` : '';

/** The filter a page's reads apply beyond the key: never a deleted one; the statuses and ASO types asked for. */
function consultaFilter(statuses: readonly number[] | undefined, tiposAso: readonly number[] | undefined): ConsultaWhere {
  return ({ deletedAt, tipoStatus, tipoAso }, { eq, notExists }) =>
    [notExists(deletedAt), oneOf(statuses, tipoStatus as never, eq as never), oneOf(tiposAso, tipoAso as never, eq as never)]
      .filter(Boolean)
      .join(' AND ');
}

/** The generated ASO's links of the printable rows, for the area that reads them. */
async function asoLinks(context: RouteContext, tenant: string, items: readonly ConsultaItem[]) {
  const printable = items.filter((item) => isPrintable(item.tipoStatus)).map((item) => item.idCon);
  const hashes = await recordAsoLinks(tenant, printable);
  const web = context.session?.pointType === 'web';
  return new Map(
    [...hashes].map(([idCon, hash]) => [
      idCon,
      { hash, url: web ? buildPath(apiRoute('web.asoPdf'), { hash }) : buildPath(apiRoute('asoPdf'), { tenant, hash }) },
    ]),
  );
}

/**
 * GET consulta/liberacao. Company area (the release list, spec 2 §2): the company's consultations released apt
 * (66) in the creation window, by ASO type, with the print link. Web area (the ASO list): the tenant's
 * consultations in 68 or 69 by default, created 60 days back to 1 ahead, or the one a consultation code names, each
 * with its ASO and medical-record files.
 */
export const listLiberacoes: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const { tenant } = session;
  const { search, page, pagination, cursor, filter } = parseQuery(event, asoLiberacaoQuerySchema);
  const today = todayInSaoPaulo();
  const window = {
    start: filter.created_at?.start ?? addDays(today, -dateWindows.listaAso.daysBefore),
    end: filter.created_at?.end ?? addDays(today, dateWindows.listaAso.daysAfter),
  };
  const company = session.pointType === 'empresa';
  const empresaId = company ? companyScope(context).empresaId : filter.id_empresa;
  const statuses: readonly number[] = company
    ? [consultaStatus.liberadaApto]
    : filter.id_tipo_status?.length
      ? filter.id_tipo_status
      : consultaStatusGroups.listaAsoPadrao;
  const idCon = company ? undefined : searchedIdCon(tenant, search);
  if (idCon !== undefined) {
    // Search is by consultation code only (spec 2 §2), whatever its status or date: one GetItem.
    const found = idCon > 0 ? await consultaOf(tenant, idCon) : undefined;
    const items = found && (!empresaId || found.empresaId === empresaId) ? [found] : [];
    return respond(200, '', { data: await rowsOf(context, tenant, items, !company), pagination: keyedPagination(page, pagination, items.length, null) });
  }
  // One page of the index of the statuses' queue (byFila / byEmpresaFila: 68 + 69, or one status such as the
  // company's 66), newest first; statuses of several queues read the creation index and filter (issue 17).
  const queue = filaDosStatus(statuses);
  const range = creationWindow(window);
  const narrowing = queue?.exata ? undefined : statuses;
  const where = consultaFilter(narrowing, filter.id_tipo_aso);
  const index = queue ? (empresaId ? 'gsi5' : 'gsi4') : empresaId ? 'gsi1' : 'gsi3';
  const query = consultas().query;
  const chosen =
    queue && empresaId
      ? query.byEmpresaFila({ tenant, empresaId, fila: queue.fila }).between(...range).where(where)
      : queue
        ? query.byFila({ tenant, fila: queue.fila }).between(...range).where(where)
        : empresaId
          ? query.byEmpresa({ tenant, empresaId }).between(...range).where(where)
          : query.byData({ tenant }).between(...range).where(where);
  // A cursor of another company or queue is refused by readPage (DynamoDB refuses it), never read from.
  const found = await readPage(tenant, { cursor, pagination }, index, (options) => chosen.go({ ...options, order: 'desc' }));
  // The total of a whole queue in the window, from its day counters; null when a filter narrows it further.
  const total =
    queue?.exata && !filter.id_tipo_aso?.length
      ? await filaWindowTotal(
          tenant,
          empresaId ? listCounter(filaLists.empresaFila, empresaId, queue.fila) : listCounter(filaLists.fila, queue.fila),
          window.start,
          window.end,
        )
      : null;
  return respond(200, '', { data: await rowsOf(context, tenant, found.items, !company), pagination: keyedPagination(page, pagination, total, found.next) });
};

/**
 * The rows of a page: each with its ASO link, and its linked pages for the area that shows them (the web's), all
 * read with one BatchGet from the consultations' `paginasVinculadas` (issue 17: not a Query a row).
 */
async function rowsOf(context: RouteContext, tenant: string, items: readonly ConsultaItem[], withPages: boolean): Promise<AsoConsultaRow[]> {
  const [links, pages] = await Promise.all([asoLinks(context, tenant, items), withPages ? pagesOfConsultations(tenant, items) : undefined]);
  return items.map((item) => consultaView(tenant, item, pages?.get(item.idCon), links.get(item.idCon)));
}

/**
 * GET empresa/consulta: the consultations the manual upload form and the e-mail modal pick from: the last 730 days
 * (spec 2 §9) unless `created_at` says otherwise, of a company or an employee, `with_arquivo` 1 for those with
 * linked pages; `search` is a code, a number, or part of the employee's name or CPF.
 */
export const listConsultas: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const { search, page, pagination, cursor, filter } = parseQuery(event, asoConsultaQuerySchema);
  const today = todayInSaoPaulo();
  const defaults = dateWindow(dateWindows.consultasEmailUpload, today);
  const window = { start: filter.created_at?.start ?? defaults.start, end: filter.created_at?.end ?? defaults.end };
  const code = searchedIdCon(tenant, search);
  const term = searchText(search);
  const digits = onlyDigits(search ?? '');
  const { id_empresa: empresaId, id_funcionario: funcionarioId } = filter;
  // What the key can't say (the name or CPF searched, the company of an employee's consultation), applied to each
  // read of the page; `with_arquivo` reads the read rows' pages (one BatchGet a read).
  const keep = (item: ConsultaItem) =>
    (!empresaId || item.empresaId === empresaId) &&
    (!term ||
      item.idCon === code ||
      searchText(item.funcionarioNome).includes(term) ||
      (digits.length >= 3 && item.funcionarioCpf.includes(digits)));
  const pagesOf = new Map<number, Awaited<ReturnType<typeof pagesOfConsultation>>>();
  const range = creationWindow(window);
  const where = consultaFilter(filter.id_tipo_status, undefined);
  const query = consultas().query;
  const chosen = funcionarioId
    ? query.byFuncionario({ tenant, funcionarioId }).between(...range).where(where)
    : empresaId
      ? query.byEmpresa({ tenant, empresaId }).between(...range).where(where)
      : query.byData({ tenant }).between(...range).where(where);
  const index = funcionarioId ? 'gsi2' : empresaId ? 'gsi1' : 'gsi3';
  // One page of the employee's, the company's or the tenant's consultations by creation, newest first (issue 17).
  const found = await readPage(tenant, { cursor, pagination }, index, async (options) => {
    const read = await chosen.go({ ...options, order: 'desc' });
    let data = read.data.filter(keep);
    if (filter.with_arquivo === 1) {
      for (const [idCon, pages] of await pagesOfConsultations(tenant, data)) pagesOf.set(idCon, pages);
      data = data.filter((item) => consultaView(tenant, item, pagesOf.get(item.idCon), undefined).arquivo);
    }
    return { data, cursor: read.cursor };
  });
  // The total of the company's (or the tenant's) consultations in the window, from the day counters; null under a
  // search or another filter.
  const total =
    !term && !funcionarioId && !filter.id_tipo_status?.length && filter.with_arquivo !== 1
      ? await filaWindowTotal(tenant, empresaId ? listCounter(filaLists.empresa, empresaId) : filaLists.todas, window.start, window.end)
      : null;
  const unread = found.items.filter((item) => !pagesOf.has(item.idCon));
  const [links, pages] = await Promise.all([asoLinks(context, tenant, found.items), pagesOfConsultations(tenant, unread)]);
  const rows = found.items.map((item) => consultaView(tenant, item, pagesOf.get(item.idCon) ?? pages.get(item.idCon), links.get(item.idCon)));
  return respond(200, '', { data: rows, pagination: keyedPagination(page, pagination, total, found.next) });
};

/** A consultation of the tenant by the {idcon} of the path; 404 otherwise. */
async function pathConsultation(tenant: string, value: string | undefined): Promise<ConsultaItem> {
  const idCon = Number(value);
  const consulta = Number.isSafeInteger(idCon) && idCon > 0 ? await consultaOf(tenant, idCon) : undefined;
  if (!consulta) throw new HttpError(404, notFoundMessage);
  return consulta;
}

/** GET empresa/consulta/upload/arquivo/{idcon}: 'Detalhamento do Arquivo' — the consultation and its files. */
export const getArquivo: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const consulta = await pathConsultation(tenant, event.pathParameters?.idcon);
  const [pages, links] = await Promise.all([pagesOfConsultation(tenant, consulta.idCon), asoLinks(context, tenant, [consulta])]);
  return respond(200, '', consultaView(tenant, consulta, pages, links.get(consulta.idCon)));
};

/** GET empresa/consulta/upload/arquivo/{idcon}/{documento}: the consultation's ASO (82) or medical record (83). */
export const getArquivoPdf: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const consulta = await pathConsultation(tenant, event.pathParameters?.idcon);
  const documento = Number(event.pathParameters?.documento);
  if (documento !== documentTypes.aso && documento !== documentTypes.prontuario) throw new HttpError(404, notFoundMessage);
  const bytes = await documentPdf(tenant, consulta.idCon, documento);
  if (!bytes) throw new HttpError(404, notFoundMessage);
  if (bytes.length > maxInlinePdfBytes) throw new HttpError(413, documentTooLargeMessage);
  const name = documento === documentTypes.aso ? 'aso' : 'prontuario';
  return pdfResponse(bytes, `${name}-consulta-${consulta.idCon}.pdf`);
};
