import { parceiroExameSchema } from '@ocupacional/shared';
import type { ParceiroExame } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { parceiroExamesKey } from './get-parceiro-exames';

/** GET parceiro/exame/{id}: one exam of the partner. `notFoundRedirect`: a 404 goes back to the list. */
export function getParceiroExame(
  tenant: string | undefined,
  id: string,
  options: { signal?: AbortSignal; notFoundRedirect?: string } = {},
): Promise<ParceiroExame> {
  return api.get('parceiroExame', parceiroExameSchema, { tenant, params: { id }, ...options });
}

export function getParceiroExameQueryOptions(tenant: string | undefined, id: string | undefined, notFoundRedirect?: string) {
  return queryOptions({
    queryKey: [parceiroExamesKey, 'exame', tenant ?? null, id ?? ''],
    queryFn: ({ signal }) => getParceiroExame(tenant, id ?? '', { signal, ...(notFoundRedirect ? { notFoundRedirect } : {}) }),
    enabled: Boolean(id),
  });
}

export function useParceiroExame(tenant: string | undefined, id: string | undefined, notFoundRedirect?: string) {
  return useQuery(getParceiroExameQueryOptions(tenant, id, notFoundRedirect));
}
