import { acompanhamentoSchema } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** GET consulta/externa/acompanhamento/{id}: the consultation's status history (tracking), oldest first. */
export function getAcompanhamento(tenant: string | undefined, id: string, signal?: AbortSignal) {
  return api.get('consultaExternaAcompanhamento', z.array(acompanhamentoSchema), { tenant, signal, params: { id } });
}

export function getAcompanhamentoQueryOptions(tenant: string | undefined, id: string) {
  return queryOptions({
    queryKey: ['consulta-externa-acompanhamento', tenant ?? null, id],
    queryFn: ({ signal }) => getAcompanhamento(tenant, id, signal),
  });
}

export function useAcompanhamento(tenant: string | undefined, id: string) {
  return useQuery(getAcompanhamentoQueryOptions(tenant, id));
}
