import { credenciadaLookupSchema } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

export type CredenciadaLookup = z.infer<typeof credenciadaLookupSchema>;

/** GET credenciada (search, filter uf, cidade): the clinics of the network, for the list's provider filter. */
export function getCredenciadas(tenant: string | undefined, signal?: AbortSignal): Promise<CredenciadaLookup[]> {
  return api.get('credenciadas', z.array(credenciadaLookupSchema), { tenant, signal });
}

export function getCredenciadasQueryOptions(tenant: string | undefined) {
  return queryOptions({
    queryKey: ['credenciadas', tenant ?? null],
    queryFn: ({ signal }) => getCredenciadas(tenant, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCredenciadas(tenant: string | undefined) {
  return useQuery(getCredenciadasQueryOptions(tenant));
}
