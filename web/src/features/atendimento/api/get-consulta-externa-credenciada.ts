import { consultaExternaDetailSchema } from '@ocupacional/shared';
import type { ConsultaExternaDetail } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { atendimentoKey } from './query-keys';

/**
 * GET consulta/externa/{id} as the clinic (docs/api/atendimento.md): the external consultation the page opens on,
 * with its number (id_con) once attendance started. A 404 goes back to the list (spec 1 §2).
 */
export function getConsultaExternaCredenciada(
  tenant: string | undefined,
  id: string,
  options: { signal?: AbortSignal; notFoundRedirect?: string } = {},
): Promise<ConsultaExternaDetail> {
  return api.get('consultaExterna', consultaExternaDetailSchema, { tenant, params: { id }, ...options });
}

export function getConsultaExternaCredenciadaQueryOptions(tenant: string | undefined, id: string | undefined, notFoundRedirect?: string) {
  return queryOptions({
    queryKey: [atendimentoKey, 'consulta-externa', tenant ?? null, id ?? ''],
    queryFn: ({ signal }) => getConsultaExternaCredenciada(tenant, id ?? '', { signal, notFoundRedirect }),
    enabled: Boolean(id),
  });
}

export function useConsultaExternaCredenciada(tenant: string | undefined, id: string | undefined, notFoundRedirect?: string) {
  return useQuery(getConsultaExternaCredenciadaQueryOptions(tenant, id, notFoundRedirect));
}
