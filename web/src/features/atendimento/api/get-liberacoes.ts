import { liberacaoPageSchema } from '@ocupacional/shared';
import type { LiberacaoPage } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { consultaParams, routeIdOf } from '../utils/area-routes';
import type { AtendimentoArea } from '../utils/area-routes';
import { atendimentoKey } from './query-keys';

/** A consultation has a handful of releases at most: one page holds them all. */
const historyPageSize = 100;

/**
 * GET …/liberacao/{id_con} (docs/api/atendimento-liberacao.md): the consultation's releases and cancellation,
 * newest first, each with its files ('Histórico de Liberação').
 */
export function getLiberacoes(area: AtendimentoArea, idCon: number, signal?: AbortSignal): Promise<LiberacaoPage> {
  return api.get(routeIdOf(area, 'liberacoes'), liberacaoPageSchema, {
    signal,
    params: consultaParams(area, idCon),
    query: { page: 1, pagination: historyPageSize },
  });
}

export function getLiberacoesQueryOptions(area: AtendimentoArea, idCon: number) {
  return queryOptions({
    queryKey: [atendimentoKey, 'liberacoes', area, idCon],
    queryFn: ({ signal }) => getLiberacoes(area, idCon, signal),
  });
}

export function useLiberacoes(area: AtendimentoArea, idCon: number) {
  return useQuery(getLiberacoesQueryOptions(area, idCon));
}
