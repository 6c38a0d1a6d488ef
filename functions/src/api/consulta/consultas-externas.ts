import {
  consultaExternaListQuerySchema,
  editPageLayout,
  isAsoPrintable,
  isGuidePrintable,
  itensRequestSchema,
  keyedPagination,
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
import { applyConsultaCounterChanges, countedLists, windowTotal } from '../../data/consulta-counters';
import { listCounter } from '../../data/list-counters';
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
import { creationWindow, listedConsultations, narrowed, ownConsultation } from './company-consultations';
import { asoLinksOf, examViews, ownedBy, rowView } from './views';

/*
 * The company's external consultations (spec 1 §2 "External consultation list", "External consultation edit",
 * §7 consulta/externa…): the list with its filters and default window, one consultation, its tracking, exams and
 * risks, and the delete. Only the session's company's consultations exist here; any other id is 404.
 */

export const cannotDeleteMessage = 'Consulta já gerada ou excluída não pode ser excluída.';

/**
 * GET consulta/externa: the company's consultations, newest first, one page of an index (issue 17); a clinic's own
 * list. The total of the default view (created in the last 60 days, deleted rows shown) comes from the company's
 * day counters; a narrowed view answers total null.
 */
export const listConsultasExternas: RouteHandler = async (event, context) => {
  if (context.session?.pointType === 'credenciada') return listConsultasDaCredenciada(event, context);
  const { tenant, empresaId } = companyScope(context);
  const query = parseQuery(event, consultaExternaListQuerySchema);
  const today = todayInSaoPaulo();
  const window = creationWindow(query.filter, today);
  const [pageOf, total] = await Promise.all([
    listedConsultations(tenant, empresaId, query, today),
    narrowed(query.filter, query.search)
      ? Promise.resolve(null)
      : windowTotal(tenant, [[listCounter(countedLists.empresa, empresaId), window.start, window.end]]),
  ]);
  const links = await asoLinksOf(tenant, pageOf.items);
  return respond(200, 'OK', {
    data: pageOf.items.map((item) => rowView(item, today, links.get(item.id) ?? null)),
    pagination: keyedPagination(query.page, query.pagination, total, pageOf.next),
  });
};

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
  // The badges count scheduled and failed consultations not deleted (data/consulta-counters.ts); up to 100 rows
  // fill a transaction, so their counters change right after it.
  await applyConsultaCounterChanges(
    tenant,
    ids.map((id) => {
      const before = found.get(id) as ConsultaExternaItem;
      return [before, { ...before, deletedAt }] as const;
    }),
  );
  return respond(200, recordsDeletedMessage, { total: ids.length });
};
