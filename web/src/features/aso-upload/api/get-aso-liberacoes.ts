import { asoConsultaPageSchema } from '@ocupacional/shared';
import type { AsoConsultaRow } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type AsoConsultaPage = z.infer<typeof asoConsultaPageSchema>;
export type { AsoConsultaRow };

/** The `filter` of GET consulta/liberacao (docs/api/aso-upload.md): dates ISO, codes as lists. */
export interface AsoLiberacaoApiFilter {
  id_tipo_status?: number[];
  created_at?: [string | null, string | null];
  id_tipo_aso?: number[];
  id_empresa?: string;
}

export interface AsoLiberacaoParams {
  search?: string;
  page: number;
  pagination: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
  filter: AsoLiberacaoApiFilter;
}

/**
 * GET consulta/liberacao: the back office's ASO list (web area, statuses 68/69 by default) or the company's ASO
 * release list (empresa area, status 66 only); the client picks the area's route.
 */
export function getAsoLiberacoes(tenant: string | undefined, params: AsoLiberacaoParams, signal?: AbortSignal): Promise<AsoConsultaPage> {
  const { search, page, pagination, cursor, filter } = params;
  return api.get('asoLiberacoes', asoConsultaPageSchema, {
    tenant,
    signal,
    query: { search: search?.trim(), page, pagination, cursor, filter },
  });
}

/** The lists' cache key root: an upload, a relink or a delete changes the consultations' files. */
export const asoLiberacoesKey = 'aso-liberacoes';

export function getAsoLiberacoesQueryOptions(tenant: string | undefined, params: AsoLiberacaoParams) {
  return queryOptions({
    queryKey: [asoLiberacoesKey, tenant ?? null, params],
    queryFn: ({ signal }) => getAsoLiberacoes(tenant, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAsoLiberacoes(tenant: string | undefined, params: AsoLiberacaoParams) {
  return useQuery(getAsoLiberacoesQueryOptions(tenant, params));
}
