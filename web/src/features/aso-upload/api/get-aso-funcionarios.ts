import { asoFuncionarioLookupSchema } from '@ocupacional/shared';
import type { AsoFuncionarioLookup } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

const listSchema = z.array(asoFuncionarioLookupSchema);

/** GET empresa/funcionario/{id_empresa}: a company's employees by name or CPF (100), the employee picker. */
export function getAsoFuncionarios(empresaId: string, search: string, signal?: AbortSignal): Promise<AsoFuncionarioLookup[]> {
  return api.get('asoEmpresaFuncionarios', listSchema, {
    signal,
    params: { id_empresa: empresaId },
    query: { search: search.trim() },
  });
}

export function getAsoFuncionariosQueryOptions(empresaId: string, search: string) {
  return queryOptions({
    queryKey: ['aso-funcionarios', empresaId, search],
    queryFn: ({ signal }) => getAsoFuncionarios(empresaId, search, signal),
    placeholderData: keepPreviousData,
    enabled: Boolean(empresaId),
    staleTime: 60_000,
  });
}

export function useAsoFuncionarios(empresaId: string, search: string) {
  return useQuery(getAsoFuncionariosQueryOptions(empresaId, search));
}
