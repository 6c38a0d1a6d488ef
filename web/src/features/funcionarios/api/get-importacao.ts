import { importacaoEncerrada, importacaoSchema, type Importacao } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { importacaoRoute, type ImportacaoTarget } from './importacao-target';

/** How often a job in progress is looked at. */
export const followImportacaoMs = 1500;

/** GET …/importacao/{id}: the job, its counts and its first rejected rows. */
export function getImportacao(target: ImportacaoTarget, id: string, signal?: AbortSignal): Promise<Importacao> {
  const { route, params, tenant } = importacaoRoute(target, '', id);
  return api.get(route, importacaoSchema, { params, tenant, signal });
}

/** Follows a job until it is done or failed. */
export function useImportacao(target: ImportacaoTarget, id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['funcionario-importacao', id ?? ''],
      queryFn: ({ signal }) => getImportacao(target, id ?? '', signal),
      enabled: Boolean(id),
      refetchInterval: (query) => (query.state.data && importacaoEncerrada(query.state.data.situacao) ? false : followImportacaoMs),
    }),
  );
}
