import { asoEmpresaLookupSchema } from '@ocupacional/shared';
import type { AsoEmpresaLookup } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

const listSchema = z.array(asoEmpresaLookupSchema);

/** GET empresa: the companies of the tenant by name or CNPJ (100), the manual form's company picker. */
export function getAsoEmpresas(search: string, signal?: AbortSignal): Promise<AsoEmpresaLookup[]> {
  return api.get('asoEmpresas', listSchema, { signal, query: { search: search.trim() } });
}

export function getAsoEmpresasQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['aso-empresas', search],
    queryFn: ({ signal }) => getAsoEmpresas(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useAsoEmpresas(search: string, enabled = true) {
  return useQuery({ ...getAsoEmpresasQueryOptions(search), enabled });
}
