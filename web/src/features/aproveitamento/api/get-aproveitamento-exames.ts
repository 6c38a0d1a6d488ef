import { aproveitamentoPlanoSchema } from '@ocupacional/shared';
import type { AproveitamentoExamesQuery, AproveitamentoPlano } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET consulta/aproveitamento/exame/{funcionario}: the PCMSO's exams for the chosen type with the employee's last
 * result of each, where it stands and the choices it allows (with a price table, each exam's price). Silent: the
 * form shows the problem itself.
 */
export function getAproveitamentoExames(
  tenant: string | undefined,
  funcionario: string,
  query: AproveitamentoExamesQuery,
  signal?: AbortSignal,
): Promise<AproveitamentoPlano> {
  return api.get('aproveitamentoExames', aproveitamentoPlanoSchema, {
    tenant,
    signal,
    params: { funcionario },
    query: { ...query },
    silent: true,
  });
}

export function getAproveitamentoExamesQueryOptions(
  tenant: string | undefined,
  funcionario: string | null,
  query: AproveitamentoExamesQuery | null,
) {
  return queryOptions({
    queryKey: ['aproveitamento-exames', tenant ?? null, funcionario, query],
    queryFn: ({ signal }) => getAproveitamentoExames(tenant, funcionario ?? '', query as AproveitamentoExamesQuery, signal),
    // The plan loads once the form allows prices to load (spec 1 §5).
    enabled: Boolean(funcionario) && query !== null,
    retry: false,
  });
}

export function useAproveitamentoExames(tenant: string | undefined, funcionario: string | null, query: AproveitamentoExamesQuery | null) {
  return useQuery(getAproveitamentoExamesQueryOptions(tenant, funcionario, query));
}
