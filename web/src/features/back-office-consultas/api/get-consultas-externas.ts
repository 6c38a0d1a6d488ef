import { backOfficeConsultaPageSchema } from '@ocupacional/shared';
import type { BackOfficeConsultaFilter } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type BackOfficeConsultaPage = z.infer<typeof backOfficeConsultaPageSchema>;

export interface BackOfficeListParams {
  search?: string;
  page: number;
  pagination: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
  filter: BackOfficeConsultaFilter;
}

/** The cache key root of the back office's consultations: generate and alterar invalidate every page. */
export const backOfficeConsultasKey = 'back-office-consultas';

/**
 * GET empresa/consulta/externa (web, spec 1 §7): a page of every company's external consultations, latest schedule
 * first; without `id_credenciada` the tenant's default provider(s), with [] every provider.
 */
export function getBackOfficeConsultas(params: BackOfficeListParams, signal?: AbortSignal): Promise<BackOfficeConsultaPage> {
  const { search, page, pagination, cursor, filter } = params;
  return api.get('webConsultasExternas', backOfficeConsultaPageSchema, {
    signal,
    query: { search: search?.trim() || undefined, page, pagination, cursor, filter },
  });
}

export function getBackOfficeConsultasQueryOptions(params: BackOfficeListParams) {
  return queryOptions({
    queryKey: [backOfficeConsultasKey, 'lista', params],
    queryFn: ({ signal }) => getBackOfficeConsultas(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBackOfficeConsultas(params: BackOfficeListParams) {
  return useQuery(getBackOfficeConsultasQueryOptions(params));
}
