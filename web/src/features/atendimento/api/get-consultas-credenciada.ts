import { consultaCredenciadaPageSchema } from '@ocupacional/shared';
import type { ConsultaCredenciadaListFilter } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { atendimentoKey } from './query-keys';

export type ConsultaCredenciadaPage = z.infer<typeof consultaCredenciadaPageSchema>;

export interface ConsultaCredenciadaListParams {
  search?: string;
  page: number;
  pagination: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
  filter: ConsultaCredenciadaListFilter;
}

/**
 * GET consulta/externa as the clinic (spec 1 §2 "Accredited clinic: consultation list", §7; docs/api/atendimento.md):
 * a page of the consultations ordered from the session's clinic, by schedule date, newest first.
 */
export function getConsultasCredenciada(
  tenant: string | undefined,
  params: ConsultaCredenciadaListParams,
  signal?: AbortSignal,
): Promise<ConsultaCredenciadaPage> {
  const { search, page, pagination, cursor, filter } = params;
  return api.get('consultaExternaLista', consultaCredenciadaPageSchema, {
    tenant,
    signal,
    query: { search: search?.trim(), page, pagination, cursor, filter },
  });
}

export function getConsultasCredenciadaQueryOptions(tenant: string | undefined, params: ConsultaCredenciadaListParams) {
  return queryOptions({
    queryKey: [atendimentoKey, 'consultas-credenciada', tenant ?? null, params],
    queryFn: ({ signal }) => getConsultasCredenciada(tenant, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useConsultasCredenciada(tenant: string | undefined, params: ConsultaCredenciadaListParams) {
  return useQuery(getConsultasCredenciadaQueryOptions(tenant, params));
}
