import { consultaExternaExameSchema } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** GET consulta/externa/exame/{id}: the consultation's exams: to do, reused or demonstrative. */
export function getExames(tenant: string | undefined, id: string, signal?: AbortSignal) {
  return api.get('consultaExternaExames', z.array(consultaExternaExameSchema), { tenant, signal, params: { id } });
}

export function getExamesQueryOptions(tenant: string | undefined, id: string) {
  return queryOptions({
    queryKey: ['consulta-externa-exames', tenant ?? null, id],
    queryFn: ({ signal }) => getExames(tenant, id, signal),
  });
}

export function useExames(tenant: string | undefined, id: string) {
  return useQuery(getExamesQueryOptions(tenant, id));
}
