import { fdtSchema } from '@ocupacional/shared';
import type { Fdt } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

/** GET pcmso/fdt (filter ativo): the company's work fronts, each with its current PCMSO revision or null. */
export function getFdts(tenant: string | undefined, signal?: AbortSignal): Promise<Fdt[]> {
  return api.get('pcmsoFdt', z.array(fdtSchema), { tenant, signal, query: { filter: { ativo: 1 } } });
}

export function getFdtsQueryOptions(tenant: string | undefined) {
  return queryOptions({
    queryKey: ['pcmso-fdt', tenant ?? null],
    queryFn: ({ signal }) => getFdts(tenant, signal),
    staleTime: 5 * 60_000,
  });
}

export function useFdts(tenant: string | undefined) {
  return useQuery(getFdtsQueryOptions(tenant));
}
