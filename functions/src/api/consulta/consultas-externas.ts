import {
  addDays,
  consultaExternaListQuerySchema,
  dateWindows,
  editPageLayout,
  isAsoPrintable,
  isGuidePrintable,
  itensRequestSchema,
  onlyDigits,
  paginate,
  recordsDeletedMessage,
  tipoDescricao,
  todayInSaoPaulo,
  type Acompanhamento,
  type ConsultaExternaDetail,
  type Risco,
} from '@ocupacional/shared';
import { byIds, clinicsById, partnersById } from '../../data/company-reads';
import { acompanhamentos } from '../../data/entities/acompanhamento';
import { consultasExternas, type ConsultaExternaItem } from '../../data/entities/consulta-externa';
import { fdts } from '../../data/entities/fdt';
import { funcoes } from '../../data/entities/funcao';
import { ghes } from '../../data/entities/ghe';
import { instantKeyWindow, searchText } from '../../data/entities/keys';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
import {
  HttpError,
  companyScope,
  notFoundMessage,
  parseBody,
  parseQuery,
  respond,
  type RouteHandler,
} from '../../platform';
import { getConsultaExternaDaCredenciada, listConsultasDaCredenciada } from '../atendimento/consulta/credenciada-externas';
import { asoLinksOf, examViews, ownedBy, rowView } from './views';

/*
 * The company's external consultations (spec 1 §2 "External consultation list", "External consultation edit",
 * §7 consulta/externa…): the list with its filters and default window, one consultation, its tracking, exams and
 * risks, and the delete. Only the session's company's consultations exist here; any other id is 404.
 */

export const cannotDeleteMessage = 'Consulta já gerada ou excluída não pode ser excluída.';

/** Days before a schedule range that its consultations may have been created (a batch may schedule far ahead). */
const scheduleLeadDays = 366;

/**
 * The creation window the list reads: the filter's, else one that covers the schedule range, else the default of
 * the last 60 days to today (docs/decisions.md).
 */
function creationWindow(
  filter: { created_at?: { start: string | null; end: string | null }; agendamento_at?: { start: string | null; end: string | null } },
  today: string,
): { start: string; end: string } {
  if (filter.created_at) {
    return { start: filter.created_at.start ?? '2000-01-01', end: filter.created_at.end ?? today };
  }
  if (filter.agendamento_at) {
    const start = filter.agendamento_at.start ? addDays(filter.agendamento_at.start, -scheduleLeadDays) : '2000-01-01';
    const end = filter.agendamento_at.end && filter.agendamento_at.end < today ? filter.agendamento_at.end : today;
    return { start, end };
  }
  return { start: addDays(today, -dateWindows.consultaExternaCredenciada.daysBefore), end: today };
}

/** GET consulta/externa: the company's consultations, newest first, filtered and paginated; a clinic's own list. */
export const listConsultasExternas: RouteHandler = async (event, context) => {
  if (context.session?.pointType === 'credenciada') return listConsultasDaCredenciada(event, context);
  const { tenant, empresaId } = companyScope(context);
  const { search, page, pagination, filter } = parseQuery(event, consultaExternaListQuerySchema);
  const today = todayInSaoPaulo();
  const created = creationWindow(filter, today);
  const window = instantKeyWindow(created.start, created.end);
  const { data } = await consultasExternas()
    .query.byEmpresa({ tenant, empresaId })
    .between({ createdAt: window.start }, { createdAt: window.end })
    .go({ pages: 'all', order: 'desc' });
  const term = searchText(search);
  const digits = onlyDigits(search ?? '');
  const inList = <T>(list: readonly T[] | undefined, value: T | undefined) => !list?.length || (value !== undefined && list.includes(value));
  const schedule = filter.agendamento_at;
  const rows = data.filter((item) => {
    const day = item.dataAge.slice(0, 10);
    if (filter.deleted === 0 && item.deletedAt) return false;
    if (!inList(filter.id_credenciada, item.credenciadaId) || !inList(filter.id_funcionario, item.funcionarioId)) return false;
    if (!inList(filter.id_tipo_status, item.tipoStatus) || !inList(filter.id_tipo_aso, item.tipoAso)) return false;
    if (schedule?.start && day < schedule.start) return false;
    if (schedule?.end && day > schedule.end) return false;
    if (!term) return true;
    const text = searchText(item.funcionarioNome, item.credenciadaNome, item.funcaoNome, String(item.idCon ?? ''));
    return text.includes(term) || (digits.length >= 3 && item.funcionarioCpf.includes(digits));
  });
  const pageOf = paginate(rows, page, pagination);
  const links = await asoLinksOf(tenant, pageOf.data);
  return respond(200, 'OK', {
    data: pageOf.data.map((item) => rowView(item, today, links.get(item.id) ?? null)),
    pagination: pageOf.pagination,
  });
};

/** The company's consultation named by the path's {id}, or 404. */
async function ownConsultation(tenant: string, empresaId: string, id: string | undefined): Promise<ConsultaExternaItem> {
  const { data } = await consultasExternas().get({ tenant, id: id ?? '' }).go();
  if (!ownedBy(data, empresaId)) throw new HttpError(404, notFoundMessage);
  return data;
}

function clinicAddress(clinic: { end?: string; num?: string; bairro?: string; cidade: string; uf: string }): string {
  const street = [clinic.end, clinic.num].filter(Boolean).join(', ');
  return [street, clinic.bairro, `${clinic.cidade}/${clinic.uf}`].filter(Boolean).join(' - ');
}

/** GET consulta/externa/{id}: the consultation, its clinic's contact, exams, and how the edit page opens. */
export const getConsultaExterna: RouteHandler = async (event, context) => {
  if (context.session?.pointType === 'credenciada') return getConsultaExternaDaCredenciada(event, context);
  const { tenant, empresaId } = companyScope(context);
  const item = await ownConsultation(tenant, empresaId, event.pathParameters?.id);
  return respond(200, 'OK', await consultaExternaDetail(tenant, item, todayInSaoPaulo()));
};

/**
 * One consultation as its detail shows it (the caller checked the scope): its clinic's contact, exams, the
 * function change and how the edit page opens. The back office's detail (atendimento/back-office) reads it too.
 */
export async function consultaExternaDetail(tenant: string, item: ConsultaExternaItem, today: string): Promise<ConsultaExternaDetail> {
  const [clinics, partners, fronts, sectors, functions, links] = await Promise.all([
    clinicsById(tenant, [item.credenciadaId]),
    partnersById(tenant, (item.exames ?? []).flatMap((exame) => (exame.parceiroId ? [exame.parceiroId] : []))),
    byIds((keys) => fdts().get(keys).go(), tenant, [item.mfFdtId]),
    byIds((keys) => ghes().get(keys).go(), tenant, [item.mfGheId]),
    byIds((keys) => funcoes().get(keys).go(), tenant, [item.mfFuncaoId]),
    asoLinksOf(tenant, [item]),
  ]);
  const clinic = clinics.get(item.credenciadaId);
  const exames = examViews(item, new Map([...partners].map(([id, partner]) => [id, partner.nome])));
  const ref = (found: { id: string } | undefined, nome: string | undefined) => (found && nome ? { id: found.id, nome } : null);
  const mfFdt = item.mfFdtId ? fronts.get(item.mfFdtId) : undefined;
  const mfGhe = item.mfGheId ? sectors.get(item.mfGheId) : undefined;
  const mfFuncao = item.mfFuncaoId ? functions.get(item.mfFuncaoId) : undefined;
  const row = rowView(item, today, links.get(item.id) ?? null);
  const detail: ConsultaExternaDetail = {
    ...row,
    credenciada: {
      ...row.credenciada,
      endereco: clinic ? clinicAddress(clinic) : null,
      telefone: clinic?.telCom ?? clinic?.telCel ?? null,
    },
    exames,
    total: exames.reduce((total, exame) => total + exame.valor, 0),
    mudanca_funcao:
      item.mfFdtId || item.mfGheId || item.mfFuncaoId
        ? {
            fdt: ref(mfFdt, mfFdt?.descricao),
            ghe: ref(mfGhe, mfGhe ? `${mfGhe.ghe} - ${mfGhe.descricao}` : undefined),
            funcao: ref(mfFuncao, mfFuncao?.nome),
          }
        : null,
    ...editPageLayout(item.tipoStatus, item.info),
    guia_imprimivel: !item.deletedAt && isGuidePrintable(item.tipoStatus),
    aso_imprimivel: !item.deletedAt && isAsoPrintable(item.tipoStatus),
  };
  return detail;
}

/** GET consulta/externa/acompanhamento/{id}: the status history, oldest first. */
export const listAcompanhamento: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const item = await ownConsultation(tenant, empresaId, event.pathParameters?.id);
  const { data } = await acompanhamentos().query.byConsulta({ tenant, consultaExternaId: item.id }).go({ pages: 'all' });
  const view: Acompanhamento[] = data.map((entry) => ({
    id: entry.id,
    id_con: entry.idCon ?? null,
    tipo_status: { id: entry.tipoStatus, descricao: entry.descricao ?? tipoDescricao(entry.tipoStatus) ?? String(entry.tipoStatus) },
    obs: entry.obs ?? null,
    usuario: entry.usuarioNome ?? null,
    created_at: entry.createdAt,
  }));
  return respond(200, 'OK', view);
};

/** GET consulta/externa/exame/{id}: the consultation's exams. */
export const listExames: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const item = await ownConsultation(tenant, empresaId, event.pathParameters?.id);
  const partners = await partnersById(tenant, (item.exames ?? []).flatMap((exame) => (exame.parceiroId ? [exame.parceiroId] : [])));
  return respond(200, 'OK', examViews(item, new Map([...partners].map(([id, partner]) => [id, partner.nome]))));
};

/** GET consulta/externa/risco/{id}: the risk factors of the consultation's GHE (the new one for a function change). */
export const listRiscos: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const item = await ownConsultation(tenant, empresaId, event.pathParameters?.id);
  const gheId = item.mfGheId ?? item.gheId;
  const { data: ghe } = gheId ? await ghes().get({ tenant, id: gheId }).go() : { data: null };
  const view: Risco[] = (ghe?.empresaId === empresaId ? (ghe.riscos ?? []) : []).map((risco) => ({
    categoria: { id: risco.categoria, descricao: tipoDescricao(risco.categoria) ?? String(risco.categoria) },
    descricao: risco.descricao,
  }));
  return respond(200, 'OK', view);
};

/**
 * DELETE consulta/externa/deletar {itens}: soft-deletes the company's consultations, all or none (spec 1 §2:
 * deletion is off when the consultation number exists or the row is deleted). Permission 560 is the route's.
 */
export const deleteConsultasExternas: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const { itens } = parseBody(event, itensRequestSchema);
  const ids = [...new Set(itens)];
  if (ids.length > 100) throw new HttpError(400, cannotDeleteMessage, { fields: { itens: ['Selecione até 100 registros'] } });
  const found = await byIds((keys) => consultasExternas().get(keys).go(), tenant, ids);
  if (ids.some((id) => !ownedBy(found.get(id), empresaId))) throw new HttpError(404, notFoundMessage);
  if (ids.some((id) => found.get(id)?.idCon !== undefined || found.get(id)?.deletedAt)) {
    throw new HttpError(400, cannotDeleteMessage, { fields: { itens: [cannotDeleteMessage] } });
  }
  const deletedAt = new Date().toISOString();
  try {
    await transactWrite(
      ids.map((id) => ({
        update: consultasExternas()
          .patch({ tenant, id })
          .set({ deletedAt })
          .where(
            ({ empresaId: owner, idCon, deletedAt: gone }, { eq, notExists }) =>
              `${eq(owner, empresaId)} AND ${notExists(idCon)} AND ${notExists(gone)}`,
          )
          .params(),
      })),
    );
  } catch (error) {
    // Generated or deleted between the read and the write.
    if (error instanceof TransactionConflictError) throw new HttpError(400, cannotDeleteMessage, { fields: { itens: [cannotDeleteMessage] } });
    throw error;
  }
  return respond(200, recordsDeletedMessage, { total: ids.length });
};
