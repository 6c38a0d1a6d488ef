import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

/** A state (UF) as GET common/estado answers it; the id is its IBGE code. */
export const estadoSchema = z.object({ id: z.number().int(), uf: z.string(), nome: z.string() });
export type Estado = z.infer<typeof estadoSchema>;

/** GET common/estado (spec 1 §7): the 27 states. */
export function getEstados(tenant: string | undefined, signal?: AbortSignal): Promise<Estado[]> {
  return api.get('estados', z.array(estadoSchema), { tenant, signal });
}

export function getEstadosQueryOptions(tenant: string | undefined) {
  return queryOptions({
    queryKey: ['estados', tenant ?? null],
    queryFn: ({ signal }) => getEstados(tenant, signal),
    // Reference data: it does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useEstados(tenant: string | undefined) {
  return useQuery(getEstadosQueryOptions(tenant));
}
