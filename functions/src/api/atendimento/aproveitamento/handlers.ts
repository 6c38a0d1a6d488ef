import type { RouteHandler } from '../../../platform';
import { createAproveitamento, editAproveitamento } from './cadastrar';
import { getAproveitamento, listAproveitamentos } from './consultas';
import { getAproveitamentoExames } from './plano';

/** The route ids of shared/src/routes/atendimento.ts aproveitamentoRoutes (not exported by the shared index). */
type AproveitamentoRouteId =
  | 'aproveitamentos'
  | 'aproveitamentoExames'
  | 'aproveitamento'
  | 'aproveitamentoCadastrar'
  | 'aproveitamentoEditar';

/**
 * Exam reuse (spec 1 §2 "Company area only": consulta/aproveitamento…; shared/src/routes/atendimento.ts
 * aproveitamentoRoutes), company area only: the list, the per-exam plan of an employee, one consultation, the
 * order with per-exam choices and the change of those choices while the consultation is still scheduled.
 */
export const aproveitamentoHandlers: Record<AproveitamentoRouteId, RouteHandler> = {
  aproveitamentos: listAproveitamentos,
  aproveitamentoExames: getAproveitamentoExames,
  aproveitamento: getAproveitamento,
  aproveitamentoCadastrar: createAproveitamento,
  aproveitamentoEditar: editAproveitamento,
};
