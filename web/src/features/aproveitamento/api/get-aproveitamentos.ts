import { aproveitamentoPageSchema } from '@ocupacional/shared';
import type { AproveitamentoRow, ConsultaExternaListFilter, Pagination } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface AproveitamentoListParams {
  search?: string;
  page: number;
  pagination: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
  filter: ConsultaExternaListFilter;
}

/** The list's cache key root: saving a consultation with choices invalidates every page. */
export const aproveitamentosKey = 'aproveitamentos';

/**
 * GET consulta/aproveitamento: a page of the company's consultations that reuse or show exams from another one,
 * newest first (the consultation list's filters and default window).
 */
export function getAproveitamentos(
  tenant: string | undefined,
  params: AproveitamentoListParams,
  signal?: AbortSignal,
): Promise<{ data: AproveitamentoRow[]; pagination: Pagination }> {
  const { search, page, pagination, cursor, filter } = params;
  return api.get('aproveitamentos', aproveitamentoPageSchema, { tenant, signal, query: { search: search?.trim(), page, pagination, cursor, filter } });
}

export function getAproveitamentosQueryOptions(tenant: string | undefined, params: AproveitamentoListParams) {
  return queryOptions({
    queryKey: [aproveitamentosKey, tenant ?? null, params],
    queryFn: ({ signal }) => getAproveitamentos(tenant, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAproveitamentos(tenant: string | undefined, params: AproveitamentoListParams) {
  return useQuery(getAproveitamentosQueryOptions(tenant, params));
}
