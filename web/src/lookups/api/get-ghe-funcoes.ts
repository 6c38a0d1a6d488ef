import { funcaoSchema } from '@ocupacional/shared';
import type { Funcao } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

/** GET pcmso/ghe/funcao (filter id_fdt; 1000): the functions of a front's GHEs. */
export function getGheFuncoes(tenant: string | undefined, idFdt: string, signal?: AbortSignal): Promise<Funcao[]> {
  return api.get('pcmsoGheFuncao', z.array(funcaoSchema), { tenant, signal, query: { filter: { id_fdt: idFdt } } });
}

export function getGheFuncoesQueryOptions(tenant: string | undefined, idFdt: string | null | undefined) {
  return queryOptions({
    queryKey: ['pcmso-ghe-funcao', tenant ?? null, idFdt ?? ''],
    queryFn: ({ signal }) => getGheFuncoes(tenant, idFdt ?? '', signal),
    // The functions follow the front (spec 1 §2: the fields unlock in order).
    enabled: Boolean(idFdt),
    staleTime: 5 * 60_000,
  });
}

export function useGheFuncoes(tenant: string | undefined, idFdt: string | null | undefined) {
  return useQuery(getGheFuncoesQueryOptions(tenant, idFdt));
}
