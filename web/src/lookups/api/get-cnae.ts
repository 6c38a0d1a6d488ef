import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

/** A CNAE subclass as GET common/cnae answers it. */
export const cnaeSchema = z.object({ codigo: z.string(), descricao: z.string() });
export type Cnae = z.infer<typeof cnaeSchema>;

/** GET common/cnae (spec 1 §7): subclasses whose code or description matches `search`. */
export function getCnae(tenant: string | undefined, search: string, signal?: AbortSignal): Promise<Cnae[]> {
  return api.get('cnae', z.array(cnaeSchema), { tenant, signal, query: { search: search.trim() } });
}

export function getCnaeQueryOptions(tenant: string | undefined, search: string) {
  return queryOptions({
    queryKey: ['cnae', tenant ?? null, search.trim()],
    queryFn: ({ signal }) => getCnae(tenant, search, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function useCnae(tenant: string | undefined, search: string) {
  return useQuery(getCnaeQueryOptions(tenant, search));
}
