import { gheSchema } from '@ocupacional/shared';
import type { Ghe } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

/**
 * GET pcmso/ghe (filter id_fdt, id_funcao; 100): the sectors of a front holding a function, each flagged when its
 * PCMSO expired (`vencido`, with the spec's tip in `dica`) or the front has none (`sem_pcmso`).
 */
export function getGhes(
  tenant: string | undefined,
  filter: { id_fdt: string; id_funcao?: string | null },
  signal?: AbortSignal,
): Promise<Ghe[]> {
  const { id_fdt, id_funcao } = filter;
  return api.get('pcmsoGhe', z.array(gheSchema), {
    tenant,
    signal,
    query: { filter: id_funcao ? { id_fdt, id_funcao } : { id_fdt } },
  });
}

export function getGhesQueryOptions(
  tenant: string | undefined,
  idFdt: string | null | undefined,
  idFuncao: string | null | undefined,
) {
  return queryOptions({
    queryKey: ['pcmso-ghe', tenant ?? null, idFdt ?? '', idFuncao ?? ''],
    queryFn: ({ signal }) => getGhes(tenant, { id_fdt: idFdt ?? '', id_funcao: idFuncao }, signal),
    enabled: Boolean(idFdt),
    staleTime: 5 * 60_000,
  });
}

export function useGhes(tenant: string | undefined, idFdt: string | null | undefined, idFuncao: string | null | undefined) {
  return useQuery(getGhesQueryOptions(tenant, idFdt, idFuncao));
}
