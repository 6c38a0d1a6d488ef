import { lookupSizes } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

/** A city as GET common/cidade/{id_estado} answers it. */
export const cidadeSchema = z.object({ id: z.number().int(), nome: z.string(), id_estado: z.number().int() });
export type Cidade = z.infer<typeof cidadeSchema>;

/** GET common/cidade/{id_estado} (spec 1 §7): the state's cities matching `search`, 100 at most (spec 1 §9). */
export function getCidades(
  tenant: string | undefined,
  idEstado: string | number,
  search: string,
  signal?: AbortSignal,
): Promise<Cidade[]> {
  return api.get('cidades', z.array(cidadeSchema), {
    tenant,
    signal,
    params: { id_estado: idEstado },
    query: { search: search.trim(), take: lookupSizes.cidades },
  });
}

export function getCidadesQueryOptions(tenant: string | undefined, idEstado: string | number | null | undefined, search: string) {
  return queryOptions({
    queryKey: ['cidades', tenant ?? null, String(idEstado ?? ''), search.trim()],
    queryFn: ({ signal }) => getCidades(tenant, idEstado ?? '', search, signal),
    enabled: Boolean(idEstado),
    staleTime: Infinity,
    // The previous answer stays on screen while the next search of the same state runs (never another state's).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === String(idEstado ?? '') ? previous : undefined),
  });
}

/** The cities of a state for a (debounced) search; off until a state is chosen. */
export function useCidades(tenant: string | undefined, idEstado: string | number | null | undefined, search: string) {
  return useQuery(getCidadesQueryOptions(tenant, idEstado, search));
}
