import { funcionarioPageSchema, lookupSizes } from '@ocupacional/shared';
import type { FuncionarioRow } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';

export type FuncionarioPage = z.infer<typeof funcionarioPageSchema>;
export type { FuncionarioRow };

/** What the employee list and lookups ask: search (name, CPF, registration), page, size, status and front. */
export interface FuncionarioListParams {
  search?: string;
  page?: number;
  pagination?: number;
  /** The `next` of the page before (keyed list); absent for the first page. */
  cursor?: string;
  status?: 'ATIVO' | 'DEMITIDO';
  id_fdt?: string;
}

/** GET funcionario/0 (spec 1 §7): a page of the company's employees, 100 per page by default. */
export function getFuncionarios(
  tenant: string | undefined,
  params: FuncionarioListParams,
  signal?: AbortSignal,
): Promise<FuncionarioPage> {
  const { search, page = 1, pagination = lookupSizes.funcionarios, cursor, status, id_fdt } = params;
  const filter = { ...(status ? { status } : {}), ...(id_fdt ? { id_fdt } : {}) };
  return api.get('funcionarioLista', funcionarioPageSchema, {
    tenant,
    signal,
    query: { search: search?.trim(), page, pagination, cursor, filter: Object.keys(filter).length ? filter : undefined },
  });
}

/** The list's cache key root: a save or delete invalidates every page. */
export const funcionariosKey = 'funcionarios';

export function getFuncionariosQueryOptions(tenant: string | undefined, params: FuncionarioListParams) {
  return queryOptions({
    queryKey: [funcionariosKey, tenant ?? null, params],
    queryFn: ({ signal }) => getFuncionarios(tenant, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFuncionarios(tenant: string | undefined, params: FuncionarioListParams) {
  return useQuery(getFuncionariosQueryOptions(tenant, params));
}
