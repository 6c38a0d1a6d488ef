import type { RouteHandler } from '../../../platform';
import { alterarPcmsoBackOffice } from './alterar';
import { getConsultaBackOffice, listConsultasBackOffice } from './consultas';
import { gerarConsultaBackOffice } from './gerar';
import {
  listCredenciadasBackOffice,
  listFdtsBackOffice,
  listGheFuncoesBackOffice,
  listGhesBackOffice,
  listTabelasPrecoBackOffice,
} from './lookups';

/** The route ids of shared/src/routes/atendimento.ts backOfficeRoutes (not exported by the shared index). */
type BackOfficeRouteId =
  | 'webConsultasExternas'
  | 'webConsultaExterna'
  | 'webConsultaExternaGerar'
  | 'webConsultaExternaAlterar'
  | 'webPcmsoFdts'
  | 'webPcmsoGhes'
  | 'webPcmsoGheFuncoes'
  | 'webTabelasPreco'
  | 'webCredenciadas';

/**
 * The back office's handling of every company's external consultations (shared/src/routes/atendimento.ts
 * backOfficeRoutes; web area, the session's tenant): list, detail, generate, change the PCMSO revision, and the
 * modal's and filter's lookups.
 */
export const backOfficeHandlers: Record<BackOfficeRouteId, RouteHandler> = {
  webConsultasExternas: listConsultasBackOffice,
  webConsultaExterna: getConsultaBackOffice,
  webConsultaExternaGerar: gerarConsultaBackOffice,
  webConsultaExternaAlterar: alterarPcmsoBackOffice,
  webPcmsoFdts: listFdtsBackOffice,
  webPcmsoGhes: listGhesBackOffice,
  webPcmsoGheFuncoes: listGheFuncoesBackOffice,
  webTabelasPreco: listTabelasPrecoBackOffice,
  webCredenciadas: listCredenciadasBackOffice,
};
