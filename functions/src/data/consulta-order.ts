import { consultaStatus, type ConsultaExternaCadastro } from '@ocupacional/shared';
import {
  companyName,
  consultationItem,
  historyEntry,
  type ConsultationPlan,
  type ConsultationRequest,
  type PartnerChoice,
  type PricedConsultation,
} from './consulta-externa-builder';
import { acompanhamentos } from './entities/acompanhamento';
import { consultasExternas } from './entities/consulta-externa';
import { newId } from './entities/keys';
import { applyConsultaCounterChanges } from './consulta-counters';
import { transactWrite } from './transactions';

/*
 * A consultation the company orders in one form (PUT consulta/externa/cadastrar, and with per-exam choices PUT
 * consulta/aproveitamento/cadastrar): the form's fields as the builders' request, and the scheduled (54) item
 * saved together with its first history entry.
 */

/** The request the builders plan, with the form's PCD flag and notes. */
export type OrderRequest = ConsultationRequest & { pcd: boolean; obs?: string | null; dtMudancaCondicao?: string | null };

/** The order form's fields (the same in both forms; `exames` is read by the caller) as the builders' request. */
export function orderRequest(form: Omit<ConsultaExternaCadastro, 'exames'>): OrderRequest {
  return {
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
    // The S-2240's start of the new conditions (issue 13); a function change only.
    dtMudancaCondicao: form.dt_mudanca_condicao ?? null,
  };
}

/**
 * Saves a planned and priced order as a new scheduled (54) consultation of the session's company, with its first
 * history entry, in one transaction; answers the new consultation's id.
 *
 * @example const id = await saveOrder(scope, { consultation, priced, request, choices: form.exames });
 */
export async function saveOrder(
  scope: { readonly tenant: string; readonly empresaId: string; readonly usuarioId: string; readonly usuarioNome: string },
  order: {
    readonly consultation: ConsultationPlan;
    readonly priced: PricedConsultation;
    readonly request: OrderRequest;
    readonly choices: readonly PartnerChoice[];
  },
): Promise<string> {
  const now = new Date();
  const id = newId(now);
  const item = consultationItem({
    tenant: scope.tenant,
    id,
    empresaId: scope.empresaId,
    empresaNome: await companyName(scope.tenant, scope.empresaId),
    ...order,
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
  // The lists' totals and the clinic's badge count it (data/consulta-counters.ts).
  await applyConsultaCounterChanges(scope.tenant, [[null, item]]);
  return id;
}
