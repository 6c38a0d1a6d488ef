import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lotePageSchema } from './lote-schemas';
import type { LotePage } from './lote-schemas';

export interface LoteFilter {
  id_empresa?: string;
  id_funcionario?: string;
  layout?: string;
}

export interface LoteListParams {
  page: number;
  pagination: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
  filter: LoteFilter;
}

/** GET esocial/lotes (spec 2 §2 "Batch list"): a page of lotes, newest first, by company, worker and layout. */
export function getLotes(tenant: string | undefined, params: LoteListParams, signal?: AbortSignal): Promise<LotePage> {
  const filter = Object.fromEntries(Object.entries(params.filter).filter(([, value]) => value));
  return api.get('esocialLotes', lotePageSchema, {
    tenant,
    signal,
    query: { page: params.page, pagination: params.pagination, cursor: params.cursor, filter: Object.keys(filter).length ? filter : undefined },
  });
}

/** The cache key root of everything about lotes: generating, deleting or sending invalidates it. */
export const lotesKey = 'esocial-lotes';

/** While a lote is being generated or transmitted, how often the list looks again. */
export const lotesRefreshMs = 5000;

export function getLotesQueryOptions(tenant: string | undefined, params: LoteListParams, watching = false) {
  return queryOptions({
    queryKey: [lotesKey, 'list', tenant ?? null, params],
    queryFn: ({ signal }) => getLotes(tenant, params, signal),
    placeholderData: keepPreviousData,
    // After 'Gerar Novo Lote' the worker writes the lote a little later; a lote in flight changes on its own.
    refetchInterval: (query) => (watching || query.state.data?.data.some((row) => row.em_andamento) ? lotesRefreshMs : false),
  });
}

export function useLotes(tenant: string | undefined, params: LoteListParams, watching = false) {
  return useQuery(getLotesQueryOptions(tenant, params, watching));
}
