import { funcionarioSchema } from '@ocupacional/shared';
import type { Funcionario } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * GET funcionario/0/{id} (spec 1 §7): one employee with the flags that disable ASO types (adm, apos_adm, dem).
 * `notFoundRedirect`: a 404 sends the user back to that list (spec 1 §8) with the server's message.
 */
export function getFuncionario(
  tenant: string | undefined,
  id: string,
  options: { signal?: AbortSignal; notFoundRedirect?: string } = {},
): Promise<Funcionario> {
  return api.get('funcionario', funcionarioSchema, { tenant, params: { id }, ...options });
}

export function getFuncionarioQueryOptions(
  tenant: string | undefined,
  id: string | null | undefined,
  notFoundRedirect?: string,
) {
  return queryOptions({
    queryKey: ['funcionario', tenant ?? null, id ?? ''],
    queryFn: ({ signal }) => getFuncionario(tenant, id ?? '', { signal, notFoundRedirect }),
    enabled: Boolean(id),
  });
}

export function useFuncionario(tenant: string | undefined, id: string | null | undefined, notFoundRedirect?: string) {
  return useQuery(getFuncionarioQueryOptions(tenant, id, notFoundRedirect));
}
