import { consultaViewSchema } from '@ocupacional/shared';
import type { ConsultaView } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { consultaParams, routeIdOf } from '../utils/area-routes';
import type { AtendimentoArea } from '../utils/area-routes';
import { atendimentoKey } from './query-keys';

/**
 * GET consulta/{id_con} (clinic) or empresa/consulta/{idcon} (company, back office): the definitive consultation,
 * read-only, with what it allows now (docs/api/atendimento.md `consultaViewSchema`).
 */
export function getConsulta(
  area: AtendimentoArea,
  idCon: number,
  options: { signal?: AbortSignal; notFoundRedirect?: string } = {},
): Promise<ConsultaView> {
  return api.get(routeIdOf(area, 'consulta'), consultaViewSchema, { params: consultaParams(area, idCon), ...options });
}

export function getConsultaQueryOptions(area: AtendimentoArea, idCon: number | null | undefined, notFoundRedirect?: string) {
  return queryOptions({
    queryKey: [atendimentoKey, 'consulta', area, idCon ?? null],
    queryFn: ({ signal }) => getConsulta(area, idCon as number, { signal, notFoundRedirect }),
    enabled: Boolean(idCon),
  });
}

export function useConsulta(area: AtendimentoArea, idCon: number | null | undefined, notFoundRedirect?: string) {
  return useQuery(getConsultaQueryOptions(area, idCon, notFoundRedirect));
}
