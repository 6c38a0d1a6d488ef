import { funcaoSchema } from '@ocupacional/shared';
import type { Funcao } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

/**
 * GET funcao (search, filter id_fdt): the tenant's function catalogue, or a front's functions, 100 at most (spec
 * 1 §9, "100 in registration").
 */
export function getFuncoes(
  tenant: string | undefined,
  params: { search?: string; id_fdt?: string | null },
  signal?: AbortSignal,
): Promise<Funcao[]> {
  return api.get('funcoes', z.array(funcaoSchema), {
    tenant,
    signal,
    query: {
      search: params.search?.trim(),
      filter: params.id_fdt ? { id_fdt: params.id_fdt } : undefined,
    },
  });
}

export function getFuncoesQueryOptions(tenant: string | undefined, params: { search?: string; id_fdt?: string | null }) {
  return queryOptions({
    queryKey: ['funcoes', tenant ?? null, params.id_fdt ?? '', params.search?.trim() ?? ''],
    queryFn: ({ signal }) => getFuncoes(tenant, params, signal),
    // No placeholder from the previous answer: another front's functions must never be offered for this one.
    staleTime: 5 * 60_000,
  });
}

export function useFuncoes(tenant: string | undefined, params: { search?: string; id_fdt?: string | null }) {
  return useQuery(getFuncoesQueryOptions(tenant, params));
}
