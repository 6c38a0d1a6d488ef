import { pcmsoExameSchema } from '@ocupacional/shared';
import type { PcmsoExame } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** GET pcmso/ghe/exame/{id_ghe}: the exams the GHE's PCMSO asks (their periodicities feed the periodicity choice). */
export function getPcmsoExames(tenant: string | undefined, idGhe: string, signal?: AbortSignal): Promise<PcmsoExame[]> {
  return api.get('pcmsoGheExame', z.array(pcmsoExameSchema), { tenant, signal, params: { id_ghe: idGhe } });
}

export function getPcmsoExamesQueryOptions(tenant: string | undefined, idGhe: string | null | undefined) {
  return queryOptions({
    queryKey: ['pcmso-ghe-exame', tenant ?? null, idGhe ?? ''],
    queryFn: ({ signal }) => getPcmsoExames(tenant, idGhe ?? '', signal),
    enabled: Boolean(idGhe),
    staleTime: 5 * 60_000,
  });
}

export function usePcmsoExames(tenant: string | undefined, idGhe: string | null | undefined) {
  return useQuery(getPcmsoExamesQueryOptions(tenant, idGhe));
}
