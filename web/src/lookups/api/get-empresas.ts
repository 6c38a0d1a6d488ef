import { asoEmpresaLookupSchema } from '@ocupacional/shared';
import type { AsoEmpresaLookup } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

const listSchema = z.array(asoEmpresaLookupSchema);

/**
 * GET empresa (web area, `asoEmpresas`): the tenant's client companies by name or CNPJ (100), for the back office's
 * company pickers (ASO upload, ASO by e-mail, eSocial, certificates).
 */
export function getEmpresas(search: string, signal?: AbortSignal): Promise<AsoEmpresaLookup[]> {
  const term = search.trim();
  return api.get('asoEmpresas', listSchema, { signal, query: { search: term || undefined } });
}

export function getEmpresasQueryOptions(search: string) {
  const term = search.trim();
  return queryOptions({
    queryKey: ['empresas-lookup', term],
    queryFn: ({ signal }) => getEmpresas(term, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useEmpresas(search: string, enabled = true) {
  return useQuery({ ...getEmpresasQueryOptions(search), enabled });
}
