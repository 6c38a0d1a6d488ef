import { alterarPcmsoSchema, asoTypes, consultaStatus, recordSavedMessage, todayInSaoPaulo } from '@ocupacional/shared';
import {
  ConsultationRejectedError,
  consultationItem,
  historyEntry,
  planConsultation,
  priceInTable,
  type ConsultationRequest,
} from '../../../data/consulta-externa-builder';
import { acompanhamentos } from '../../../data/entities/acompanhamento';
import { consultasExternas, type ConsultaExternaItem } from '../../../data/entities/consulta-externa';
import { newId } from '../../../data/entities/keys';
import { applyConsultaCounterChanges } from '../../../data/consulta-counters';
import { TransactionConflictError, transactWrite } from '../../../data/transactions';
import { cannotAlterMessage, podeAlterar } from '../../../domain/back-office';
import { HttpError, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../../platform';
import { backOfficeScope, tenantConsultation } from './scope';

/*
 * POST empresa/consulta/externa/{id}/alterar (spec 1 §2 "'alterar PCMSO' modal", §4; permission 559 on the
 * route): a scheduled consultation made on an outdated PCMSO is replaced by one on the company's current
 * revision. Front, GHE, function and price table come from the modal; the employee, clinic, schedule date, ASO
 * type, periodicity, PCD flag and notes are the original's. The exams and prices are planned again by the same
 * builders as a new order (consulta-externa-builder.ts) — only the "date not in the past" rule is skipped, because
 * this corrects an order already made. The replacement (consultaExternaOriginalId = the old id) and the soft
 * delete of the original, with a history entry on each, are one transaction.
 */

/** The table chosen must be of the consultation's clinic (ours). */
export const sameClinicMessage = 'Selecione uma tabela de preço da mesma credenciada da consulta.';

/** The builder's fields of a function change (50) are the modal's fields. */
const modalField: Record<string, string> = { id_mf_fdt: 'id_fdt', id_mf_ghe: 'id_ghe', id_mf_funcao: 'id_funcao' };

function rejected(error: ConsultationRejectedError): HttpError {
  const fields = Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [modalField[field] ?? field, messages]));
  return new HttpError(400, validationFailedMessage, { fields });
}

/**
 * The request the builders plan: for a function change (50) the chosen position is the new one (whose PCMSO the
 * exams come from) and the current position stays the original's; for any other type it replaces the position.
 */
function requestOf(item: ConsultaExternaItem, chosen: { id_fdt: string; id_ghe: string; id_funcao: string }, periodicidade: number | null): ConsultationRequest {
  const changing = item.tipoAso === asoTypes.mudancaDeFuncao;
  return {
    funcionarioId: item.funcionarioId,
    fdtId: changing ? item.fdtId : chosen.id_fdt,
    gheId: changing ? (item.gheId ?? '') : chosen.id_ghe,
    funcaoId: changing ? item.funcaoId : chosen.id_funcao,
    tipoAso: item.tipoAso,
    periodicidade,
    dataAge: item.dataAge,
    single: false,
    ...(changing ? { mf: { fdtId: chosen.id_fdt, gheId: chosen.id_ghe, funcaoId: chosen.id_funcao } } : {}),
    pastDateAllowed: true,
  };
}

export const alterarPcmsoBackOffice: RouteHandler = async (event, context) => {
  const scope = backOfficeScope(context);
  const item = await tenantConsultation(scope.tenant, event.pathParameters?.id);
  const form = parseBody(event, alterarPcmsoSchema);
  if (!podeAlterar({ tipoStatus: item.tipoStatus, idCon: item.idCon ?? null, deletedAt: item.deletedAt ?? null })) {
    throw new HttpError(400, cannotAlterMessage, { fields: { id: [cannotAlterMessage] } });
  }
  const company = { tenant: scope.tenant, empresaId: item.empresaId };
  const today = todayInSaoPaulo();
  const original = item.periodicidade !== undefined && item.periodicidade > 0 ? item.periodicidade : null;
  let request = requestOf(item, form, original);
  let consultation;
  try {
    try {
      consultation = await planConsultation(company, request, today);
    } catch (error) {
      // The new revision may not offer the original periodicity: take its default rather than refuse.
      const onlyPeriodicity = error instanceof ConsultationRejectedError && Object.keys(error.fields).every((field) => field === 'periodicidade');
      if (!onlyPeriodicity || original === null) throw error;
      request = requestOf(item, form, null);
      consultation = await planConsultation(company, request, today);
    }
    const priced = await priceInTable(company, consultation, form.id_tabela_preco, item.dataAge);
    if (priced.clinic.id !== item.credenciadaId) {
      throw new HttpError(400, validationFailedMessage, { fields: { id_tabela_preco: [sameClinicMessage] } });
    }
    const now = new Date();
    const createdAt = now.toISOString();
    const id = newId(now);
    const replacement = {
      ...consultationItem({
        tenant: scope.tenant,
        id,
        empresaId: item.empresaId,
        empresaNome: item.empresaNome,
        consultation,
        priced,
        request: { ...request, pcd: item.pcd ?? false, obs: item.obs ?? null, dtMudancaCondicao: item.dtMudancaCondicao ?? null },
        tipoStatus: consultaStatus.agendada,
        createdAt,
        usuarioId: scope.usuarioId,
      }),
      consultaExternaOriginalId: item.id,
    };
    const por = { usuarioId: scope.usuarioId, usuarioNome: scope.usuarioNome };
    try {
      await transactWrite([
        { put: consultasExternas().create(replacement).params() },
        {
          update: consultasExternas()
            .patch({ tenant: scope.tenant, id: item.id })
            .set({ deletedAt: createdAt })
            .where(
              ({ tipoStatus, idCon, deletedAt }, { eq, notExists }) =>
                `${eq(tipoStatus, item.tipoStatus)} AND ${notExists(idCon)} AND ${notExists(deletedAt)}`,
            )
            .params(),
        },
        {
          put: acompanhamentos()
            .create(
              historyEntry({
                tenant: scope.tenant,
                consultaExternaId: id,
                id: newId(now),
                tipoStatus: consultaStatus.agendada,
                createdAt,
                ...por,
                obs: `Consulta criada pela alteração do PCMSO (revisão ${consultation.revision.rev}) da consulta ${item.id}.`,
              }),
            )
            .params(),
        },
        {
          put: acompanhamentos()
            .create(
              historyEntry({
                tenant: scope.tenant,
                consultaExternaId: item.id,
                id: newId(now),
                tipoStatus: item.tipoStatus,
                createdAt,
                ...por,
                obs: `PCMSO alterado: consulta substituída pela consulta ${id}.`,
              }),
            )
            .params(),
        },
      ]);
    } catch (error) {
      // Generated, changed or deleted between the read and the write: nothing was written.
      if (error instanceof TransactionConflictError) throw new HttpError(400, cannotAlterMessage, { fields: { id: [cannotAlterMessage] } });
      throw error;
    }
    // The new one joins the lists and badges, the replaced one leaves the badges (data/consulta-counters.ts).
    await applyConsultaCounterChanges(scope.tenant, [
      [null, replacement],
      [item, { ...item, deletedAt: createdAt }],
    ]);
    return respond(200, recordSavedMessage, { id });
  } catch (error) {
    if (error instanceof ConsultationRejectedError) throw rejected(error);
    throw error;
  }
};
