import { riscoSchema } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** GET consulta/externa/risco/{id}: the risks of the consultation's GHE (ASO 50: the new GHE). */
export function getRiscos(tenant: string | undefined, id: string, signal?: AbortSignal) {
  return api.get('consultaExternaRiscos', z.array(riscoSchema), { tenant, signal, params: { id } });
}

export function getRiscosQueryOptions(tenant: string | undefined, id: string) {
  return queryOptions({
    queryKey: ['consulta-externa-riscos', tenant ?? null, id],
    queryFn: ({ signal }) => getRiscos(tenant, id, signal),
  });
}

export function useRiscos(tenant: string | undefined, id: string) {
  return useQuery(getRiscosQueryOptions(tenant, id));
}
