import { aproveitamentoDetailSchema } from '@ocupacional/shared';
import type { AproveitamentoDetail } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET consulta/aproveitamento/{consulta}: one consultation with its form values, its exams' choices and whether
 * they can still change. `notFoundRedirect`: a 404 goes back to the list (spec 1 §8).
 */
export function getAproveitamento(
  tenant: string | undefined,
  consulta: string,
  options: { signal?: AbortSignal; notFoundRedirect?: string } = {},
): Promise<AproveitamentoDetail> {
  return api.get('aproveitamento', aproveitamentoDetailSchema, { tenant, params: { consulta }, ...options });
}

export function getAproveitamentoQueryOptions(tenant: string | undefined, consulta: string | undefined, notFoundRedirect?: string) {
  return queryOptions({
    queryKey: ['aproveitamento', tenant ?? null, consulta ?? ''],
    queryFn: ({ signal }) => getAproveitamento(tenant, consulta ?? '', { signal, notFoundRedirect }),
    enabled: Boolean(consulta),
  });
}

export function useAproveitamento(tenant: string | undefined, consulta: string | undefined, notFoundRedirect?: string) {
  return useQuery(getAproveitamentoQueryOptions(tenant, consulta, notFoundRedirect));
}
