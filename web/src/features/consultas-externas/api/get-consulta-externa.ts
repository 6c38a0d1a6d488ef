import { consultaExternaDetailSchema } from '@ocupacional/shared';
import type { ConsultaExternaDetail } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET consulta/externa/{id}: one consultation with its clinic's contact, exams and how the edit page opens.
 * `notFoundRedirect`: a 404 goes back to the list (spec 1 §2).
 */
export function getConsultaExterna(
  tenant: string | undefined,
  id: string,
  options: { signal?: AbortSignal; notFoundRedirect?: string } = {},
): Promise<ConsultaExternaDetail> {
  return api.get('consultaExterna', consultaExternaDetailSchema, { tenant, params: { id }, ...options });
}

export function getConsultaExternaQueryOptions(tenant: string | undefined, id: string | undefined, notFoundRedirect?: string) {
  return queryOptions({
    queryKey: ['consulta-externa', tenant ?? null, id ?? ''],
    queryFn: ({ signal }) => getConsultaExterna(tenant, id ?? '', { signal, notFoundRedirect }),
    enabled: Boolean(id),
    // A consultation waiting for the batch (194) turns into 54 or 195 in the background: look again until then.
    refetchInterval: (query) => (query.state.data?.tipo_status.id === 194 ? 5000 : false),
  });
}

export function useConsultaExterna(tenant: string | undefined, id: string | undefined, notFoundRedirect?: string) {
  return useQuery(getConsultaExternaQueryOptions(tenant, id, notFoundRedirect));
}
