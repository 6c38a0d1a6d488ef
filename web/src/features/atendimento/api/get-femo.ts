import { femoViewSchema } from '@ocupacional/shared';
import type { FemoView } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { atendimentoKey } from './query-keys';

/**
 * GET consulta/femo/{id_con} (docs/api/atendimento.md): the stored FEMO (null before the first save), whether it
 * can still change, its PDF link once saved and the items of its type lists.
 */
export async function getFemo(tenant: string | undefined, idCon: number, signal?: AbortSignal): Promise<FemoView> {
  return (await api.get('credenciadaFemo', femoViewSchema, { tenant, signal, params: { id_con: idCon } })) as FemoView;
}

export function getFemoQueryOptions(tenant: string | undefined, idCon: number) {
  return queryOptions({
    queryKey: [atendimentoKey, 'femo', tenant ?? null, idCon],
    queryFn: ({ signal }) => getFemo(tenant, idCon, signal),
  });
}

export function useFemo(tenant: string | undefined, idCon: number) {
  return useQuery(getFemoQueryOptions(tenant, idCon));
}
