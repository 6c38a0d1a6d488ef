import type { RouteHandler } from '../../../platform';
import { getConsulta, listConsultaExames } from './consulta';
import { gerarDaCredenciada } from './credenciada-externas';
import { getFemo, saveFemo } from './femo';
import { getFemoPdf } from './femo-pdf';
import { listHistorico } from './historico';
import { arquivoUpload, cancelar, liberar, listLiberacoes } from './liberacao';

/*
 * The clinic's attendance and the consultation page of the company and the back office (shared/src/routes/
 * atendimento.ts credenciadaRoutes, consultaActionsRoutes; docs/api/atendimento.md): every route id of this slice.
 * The web twin `web.acoesX` shares the handler of `acoesX`; each handler scopes by the session's area (access.ts).
 * The release and the cancellation are ./liberacao.ts.
 */

/** The route ids of credenciadaRoutes and consultaActionsRoutes (shared/src/routes/atendimento.ts). */
type ConsultaRouteId =
  | 'credenciadaGerar'
  | 'credenciadaConsulta'
  | 'credenciadaExames'
  | 'credenciadaFemo'
  | 'credenciadaFemoSalvar'
  | 'credenciadaFemoPdf'
  | 'credenciadaArquivoUpload'
  | 'credenciadaLiberacoes'
  | 'credenciadaLiberar'
  | 'credenciadaCancelar'
  | AcaoId
  | `web.${AcaoId}`
  | 'historicoConsultas';

type AcaoId =
  | 'acoesConsulta'
  | 'acoesConsultaExames'
  | 'acoesLiberacoes'
  | 'acoesArquivoUpload'
  | 'acoesLiberar'
  | 'acoesCancelar'
  | 'acoesFemoPdf';

const acoes: Record<AcaoId, RouteHandler> = {
  acoesConsulta: getConsulta,
  acoesConsultaExames: listConsultaExames,
  acoesLiberacoes: listLiberacoes,
  acoesArquivoUpload: arquivoUpload,
  acoesLiberar: liberar,
  acoesCancelar: cancelar,
  acoesFemoPdf: getFemoPdf,
};

export const consultaHandlers: Record<ConsultaRouteId, RouteHandler> = {
  credenciadaGerar: gerarDaCredenciada,
  credenciadaConsulta: getConsulta,
  credenciadaExames: listConsultaExames,
  credenciadaFemo: getFemo,
  credenciadaFemoSalvar: saveFemo,
  credenciadaFemoPdf: getFemoPdf,
  credenciadaArquivoUpload: arquivoUpload,
  credenciadaLiberacoes: listLiberacoes,
  credenciadaLiberar: liberar,
  credenciadaCancelar: cancelar,
  ...acoes,
  ...(Object.fromEntries(Object.entries(acoes).map(([id, handler]) => [`web.${id}`, handler])) as Record<`web.${AcaoId}`, RouteHandler>),
  historicoConsultas: listHistorico,
};
