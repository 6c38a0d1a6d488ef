import { consultaExternaPageSchema, consultaStatus } from '@ocupacional/shared';
import type { ConsultaExternaListFilter } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type ConsultaExternaPage = z.infer<typeof consultaExternaPageSchema>;

export interface ConsultaExternaListParams {
  search?: string;
  page: number;
  pagination: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
  filter: ConsultaExternaListFilter;
}

/** GET consulta/externa (spec 1 §7): a page of the company's external consultations, newest first. */
export function getConsultasExternas(
  tenant: string | undefined,
  params: ConsultaExternaListParams,
  signal?: AbortSignal,
): Promise<ConsultaExternaPage> {
  const { search, page, pagination, cursor, filter } = params;
  return api.get('consultaExternaLista', consultaExternaPageSchema, {
    tenant,
    signal,
    query: { search: search?.trim(), page, pagination, cursor, filter },
  });
}

/** The list's cache key root: creating, deleting or a batch invalidate every page. */
export const consultasExternasKey = 'consultas-externas';

/** While a batch is processed in the background, how often the list looks again (its rows go from 194 to 54). */
export const processingRefreshMs = 3000;

export function getConsultasExternasQueryOptions(tenant: string | undefined, params: ConsultaExternaListParams) {
  return queryOptions({
    queryKey: [consultasExternasKey, tenant ?? null, params],
    queryFn: ({ signal }) => getConsultasExternas(tenant, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((row) => row.tipo_status.id === consultaStatus.aguardandoProcessamento)
        ? processingRefreshMs
        : false,
  });
}

export function useConsultasExternas(tenant: string | undefined, params: ConsultaExternaListParams) {
  return useQuery(getConsultasExternasQueryOptions(tenant, params));
}
