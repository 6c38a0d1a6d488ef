import { parceiroExamePageSchema } from '@ocupacional/shared';
import type { ParceiroExameListFilter, ParceiroExamePage } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface ParceiroExamesParams {
  search?: string;
  page: number;
  pagination: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
  filter: ParceiroExameListFilter;
}

/** GET parceiro/exame: a page of the exams assigned to the logged partner, by exam day. */
export function getParceiroExames(tenant: string | undefined, params: ParceiroExamesParams, signal?: AbortSignal): Promise<ParceiroExamePage> {
  const { search, page, pagination, cursor, filter } = params;
  return api.get('parceiroExames', parceiroExamePageSchema, { tenant, signal, query: { search: search?.trim(), page, pagination, cursor, filter } });
}

/** The cache key root of the partner's exams: marking one done invalidates the list and the exam. */
export const parceiroExamesKey = 'parceiro-exames';

export function getParceiroExamesQueryOptions(tenant: string | undefined, params: ParceiroExamesParams) {
  return queryOptions({
    queryKey: [parceiroExamesKey, 'lista', tenant ?? null, params],
    queryFn: ({ signal }) => getParceiroExames(tenant, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useParceiroExames(tenant: string | undefined, params: ParceiroExamesParams) {
  return useQuery(getParceiroExamesQueryOptions(tenant, params));
}
