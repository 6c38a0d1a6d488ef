import { consultaExternaCadastroSchema, consultaStatus, recordSavedMessage, todayInSaoPaulo } from '@ocupacional/shared';
import {
  companyName,
  consultationItem,
  historyEntry,
  planConsultation,
  priceInTable,
  type ConsultationRequest,
} from '../../data/consulta-externa-builder';
import { acompanhamentos } from '../../data/entities/acompanhamento';
import { consultasExternas } from '../../data/entities/consulta-externa';
import { newId } from '../../data/entities/keys';
import { transactWrite } from '../../data/transactions';
import { companyScope, parseBody, respond, type RouteHandler } from '../../platform';

/*
 * PUT consulta/externa/cadastrar (spec 1 §2 "New external consultation", §4): the consultation is checked against
 * the PCMSO and the schedule rules, priced from the stored table (never from the body) and saved scheduled (54)
 * together with its first history entry; the browser then opens its edit page.
 */

export const createConsultaExterna: RouteHandler = async (event, context) => {
  const scope = companyScope(context);
  const form = parseBody(event, consultaExternaCadastroSchema);
  const request: ConsultationRequest & { pcd: boolean; obs?: string | null } = {
    funcionarioId: form.id_funcionario,
    fdtId: form.id_fdt,
    funcaoId: form.id_funcao,
    gheId: form.id_ghe,
    tipoAso: form.tipo_aso,
    periodicidade: form.periodicidade ?? null,
    dataAge: form.data_age,
    single: true,
    mf: { fdtId: form.id_mf_fdt ?? null, gheId: form.id_mf_ghe ?? null, funcaoId: form.id_mf_funcao ?? null },
    pcd: form.pcd === 1,
    obs: form.obs ?? null,
  };
  const consultation = await planConsultation(scope, request, todayInSaoPaulo());
  const priced = await priceInTable(scope, consultation, form.id_tabela_preco, form.data_age, form.exames);
  const now = new Date();
  const id = newId(now);
  const item = consultationItem({
    tenant: scope.tenant,
    id,
    empresaId: scope.empresaId,
    empresaNome: await companyName(scope.tenant, scope.empresaId),
    consultation,
    priced,
    request,
    choices: form.exames,
    tipoStatus: consultaStatus.agendada,
    createdAt: now.toISOString(),
    usuarioId: scope.usuarioId,
  });
  const entry = historyEntry({
    tenant: scope.tenant,
    consultaExternaId: id,
    id: newId(now),
    tipoStatus: consultaStatus.agendada,
    createdAt: now.toISOString(),
    usuarioId: scope.usuarioId,
    usuarioNome: scope.usuarioNome,
  });
  await transactWrite([
    { put: consultasExternas().create(item).params() },
    { put: acompanhamentos().create(entry).params() },
  ]);
  return respond(200, recordSavedMessage, { id });
};
