import {
  aproveitamentoCadastroSchema,
  aproveitamentoEdicaoSchema,
  consultaStatus,
  recordSavedMessage,
  reuseEditNotScheduledMessage,
  todayInSaoPaulo,
} from '@ocupacional/shared';
import { consultationItem, planConsultation, priceInTable } from '../../../data/consulta-externa-builder';
import { orderRequest, saveOrder, type OrderRequest } from '../../../data/consulta-order';
import { consultasExternas } from '../../../data/entities/consulta-externa';
import { TransactionConflictError, transactWrite } from '../../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, registroAlteradoError, versaoDe, versaoLida } from '../../../data/versao';
import { editBlock } from '../../../domain/aproveitamento';
import { HttpError, companyScope, parseBody, respond, type RouteHandler } from '../../../platform';
import { ownConsultation } from '../../consulta/company-consultations';
import { withExamChoices } from './plano';

/*
 * Ordering a consultation with per-exam choices (PUT consulta/aproveitamento/cadastrar) and changing them while
 * it is still scheduled (POST consulta/aproveitamento/{consulta}/editar): the same building blocks as the normal
 * order (functions/src/api/consulta/cadastrar.ts) — checked against the PCMSO and the schedule rules, priced from
 * the stored table, reused and demonstrative exams at 0 — with the company's choices applied to the exam plan.
 */

/** PUT consulta/aproveitamento/cadastrar (permission 559): saves the consultation (54) with its first history entry. */
export const createAproveitamento: RouteHandler = async (event, context) => {
  const scope = companyScope(context);
  const form = parseBody(event, aproveitamentoCadastroSchema);
  const request = orderRequest(form);
  const planned = await planConsultation(scope, request, todayInSaoPaulo());
  const consultation = withExamChoices(planned, form.exames, { tipoAso: form.tipo_aso, dataAge: form.data_age });
  const priced = await priceInTable(scope, consultation, form.id_tabela_preco, form.data_age, form.exames);
  const id = await saveOrder(scope, { consultation, priced, request, choices: form.exames });
  return respond(200, recordSavedMessage, { id });
};

/**
 * POST consulta/aproveitamento/{consulta}/editar (permission 559): new choices for the consultation's exams while
 * it is scheduled (54), not generated and not deleted; afterwards a pt-BR 400 and nothing changes. The exams are
 * planned again as an order on the same employee, position, type, date and price table (its date may have passed:
 * it is not being chosen again), and written only if the consultation is still untouched.
 */
export const editAproveitamento: RouteHandler = async (event, context) => {
  const scope = companyScope(context);
  const stored = await ownConsultation(scope.tenant, scope.empresaId, event.pathParameters?.consulta);
  const blocked = editBlock(stored);
  if (blocked) throw new HttpError(400, blocked);
  const form = parseBody(event, aproveitamentoEdicaoSchema);
  const lida = versaoLida(form.versao);
  exigirVersao(stored, lida);
  const request: OrderRequest = {
    funcionarioId: stored.funcionarioId,
    fdtId: stored.fdtId,
    funcaoId: stored.funcaoId,
    gheId: stored.gheId ?? '',
    tipoAso: stored.tipoAso,
    periodicidade: stored.periodicidade === undefined || stored.periodicidade < 0 ? null : stored.periodicidade,
    dataAge: stored.dataAge,
    single: false,
    pastDateAllowed: true,
    mf: { fdtId: stored.mfFdtId ?? null, gheId: stored.mfGheId ?? null, funcaoId: stored.mfFuncaoId ?? null },
    pcd: stored.pcd ?? false,
    obs: form.obs === undefined ? (stored.obs ?? null) : form.obs,
  };
  const planned = await planConsultation(scope, request, todayInSaoPaulo());
  const consultation = withExamChoices(planned, form.exames, { tipoAso: stored.tipoAso, dataAge: stored.dataAge });
  const priced = await priceInTable(scope, consultation, stored.tabelaPrecoId ?? '', stored.dataAge, form.exames);
  const item = consultationItem({
    tenant: scope.tenant,
    id: stored.id,
    empresaId: scope.empresaId,
    empresaNome: stored.empresaNome,
    consultation,
    priced,
    request,
    choices: form.exames,
    tipoStatus: consultaStatus.agendada,
    createdAt: stored.createdAt,
    usuarioId: scope.usuarioId,
  });
  const patch = consultasExternas()
    .patch({ tenant: scope.tenant, id: stored.id })
    .set({
      exames: item.exames ?? [],
      periodicidade: item.periodicidade ?? -1,
      ...(item.pcmsoRevisaoId ? { pcmsoRevisaoId: item.pcmsoRevisaoId } : {}),
      ...(item.revisao !== undefined ? { revisao: item.revisao } : {}),
      ...(request.obs ? { obs: request.obs } : {}),
      versao: proximaVersao(lida),
    });
  const update = (request.obs ? patch : patch.remove(['obs']))
    // Still the company's, scheduled, not generated, not deleted: attendance may have started since the read.
    .where(
      ({ empresaId, tipoStatus, idCon, deletedAt }, { eq, notExists }) =>
        `${eq(empresaId, scope.empresaId)} AND ${eq(tipoStatus, consultaStatus.agendada as number)} AND ${notExists(idCon)} AND ${notExists(deletedAt)}`,
    )
    // And still the version the form read: another edit since would be undone (issue 12 item 3).
    .where(naVersao(lida))
    .params();
  try {
    await transactWrite([{ update }]);
  } catch (error) {
    if (error instanceof TransactionConflictError) {
      const now = await ownConsultation(scope.tenant, scope.empresaId, stored.id);
      const blockedNow = editBlock(now);
      if (!blockedNow && versaoDe(now) !== lida) throw registroAlteradoError({ cause: error });
      throw new HttpError(400, blockedNow ?? reuseEditNotScheduledMessage);
    }
    throw error;
  }
  return respond(200, recordSavedMessage, { id: stored.id });
};
