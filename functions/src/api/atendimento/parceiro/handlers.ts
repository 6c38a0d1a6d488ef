import type { RouteHandler, RouteIdOf } from '../../../platform';
import { arquivoDownload, arquivoUpload } from './arquivo';
import { getExame, listExames } from './exames';
import { realizarExame } from './realizar';

/*
 * The partner area (shared/src/routes/atendimento.ts parceiroRoutes; docs/api/atendimento-parceiro.md): the exams
 * assigned to the logged partner (session pointType 'parceiro', usuario.pointId = the partner), each marked done
 * with its result file. Every key comes from the session; another partner's or tenant's exam answers 404.
 */

type ParceiroRouteId = Extract<RouteIdOf<'atendimento'>, `parceiro${string}`>;

export const parceiroHandlers: Record<ParceiroRouteId, RouteHandler> = {
  parceiroExames: listExames,
  parceiroExame: getExame,
  parceiroArquivoUpload: arquivoUpload,
  parceiroExameRealizar: realizarExame,
  parceiroArquivo: arquivoDownload,
};
