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
  onlyDigits,
  paginate,
  todayInSaoPaulo,
  type AsoConsultaRow,
} from '@ocupacional/shared';
import { consultaOf, recordAsoLinks } from '../../data/aso-consultas';
import { documentPdf } from '../../data/aso-documents';
import { consultas, type ConsultaItem } from '../../data/entities/consulta';
import { instantKeyWindow, searchText } from '../../data/entities/keys';
import { pagesOfConsultation } from '../../data/upload-pages';
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

/** Rows read at once when each needs its own query. */
const rowConcurrency = 16;

async function mapConcurrently<T, R>(items: readonly T[], map: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += rowConcurrency) {
    out.push(...(await Promise.all(items.slice(start, start + rowConcurrency).map(map))));
  }
  return out;
}

/** A consultation number from a search: a checked code of this tenant (OCP-…), or the bare number. */
function searchedIdCon(tenant: string, search: string | undefined): number | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const code = parseConsultationCode(text);
  if (code) return code.kind === 'consulta' && code.tenant === tenant ? code.idCon : -1;
  return /^\d{1,12}$/.test(text) ? Number(text) : -1;
}

/** The consultations of a creation window: of one employee, of one company, or of the tenant. */
async function consultationsIn(
  tenant: string,
  window: { start: string; end: string },
  scope: { empresaId?: string | undefined; funcionarioId?: string | undefined },
): Promise<ConsultaItem[]> {
  const bounds = instantKeyWindow(window.start, window.end);
  const range = [{ dtCad: bounds.start }, { dtCad: bounds.end }] as const;
  const query = scope.funcionarioId
    ? consultas().query.byFuncionario({ tenant, funcionarioId: scope.funcionarioId }).between(...range)
    : scope.empresaId
      ? consultas().query.byEmpresa({ tenant, empresaId: scope.empresaId }).between(...range)
      : consultas().query.byData({ tenant }).between(...range);
  const { data } = await query.go({ pages: 'all', order: 'desc' });
  return data.filter((item) => !item.deletedAt && (!scope.empresaId || item.empresaId === scope.empresaId));
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
  const { search, page, pagination, filter } = parseQuery(event, asoLiberacaoQuerySchema);
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
  let items: ConsultaItem[];
  if (idCon !== undefined) {
    // Search is by consultation code only (spec 2 §2), whatever its status or date.
    const found = idCon > 0 ? await consultaOf(tenant, idCon) : undefined;
    items = found && (!empresaId || found.empresaId === empresaId) ? [found] : [];
  } else {
    items = (await consultationsIn(tenant, window, { empresaId })).filter(
      (item) =>
        statuses.includes(item.tipoStatus) && (!filter.id_tipo_aso?.length || filter.id_tipo_aso.includes(item.tipoAso)),
    );
  }
  const shown = paginate(items, page, pagination);
  const links = await asoLinks(context, tenant, shown.data);
  const rows: AsoConsultaRow[] = await mapConcurrently(shown.data, async (item) =>
    consultaView(tenant, item, company ? undefined : await pagesOfConsultation(tenant, item.idCon), links.get(item.idCon)),
  );
  return respond(200, '', { data: rows, pagination: shown.pagination });
};

/**
 * GET empresa/consulta: the consultations the manual upload form and the e-mail modal pick from: the last 730 days
 * (spec 2 §9) unless `created_at` says otherwise, of a company or an employee, `with_arquivo` 1 for those with
 * linked pages; `search` is a code, a number, or part of the employee's name or CPF.
 */
export const listConsultas: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const { search, page, pagination, filter } = parseQuery(event, asoConsultaQuerySchema);
  const today = todayInSaoPaulo();
  const defaults = dateWindow(dateWindows.consultasEmailUpload, today);
  const window = { start: filter.created_at?.start ?? defaults.start, end: filter.created_at?.end ?? defaults.end };
  const code = searchedIdCon(tenant, search);
  const term = searchText(search);
  const digits = onlyDigits(search ?? '');
  let items = (await consultationsIn(tenant, window, { empresaId: filter.id_empresa, funcionarioId: filter.id_funcionario })).filter(
    (item) =>
      (!filter.id_tipo_status?.length || filter.id_tipo_status.includes(item.tipoStatus)) &&
      (!term ||
        item.idCon === code ||
        searchText(item.funcionarioNome).includes(term) ||
        (digits.length >= 3 && item.funcionarioCpf.includes(digits))),
  );
  const pagesOf = new Map<number, Awaited<ReturnType<typeof pagesOfConsultation>>>();
  if (filter.with_arquivo === 1) {
    const withPages = await mapConcurrently(items, async (item) => {
      const pages = await pagesOfConsultation(tenant, item.idCon);
      pagesOf.set(item.idCon, pages);
      return consultaView(tenant, item, pages, undefined).arquivo;
    });
    items = items.filter((_, index) => withPages[index]);
  }
  const shown = paginate(items, page, pagination);
  const links = await asoLinks(context, tenant, shown.data);
  const rows = await mapConcurrently(shown.data, async (item) =>
    consultaView(tenant, item, pagesOf.get(item.idCon) ?? (await pagesOfConsultation(tenant, item.idCon)), links.get(item.idCon)),
  );
  return respond(200, '', { data: rows, pagination: shown.pagination });
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
