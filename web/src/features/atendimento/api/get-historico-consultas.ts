import { historicoConsultasPageSchema, lookupSizes } from '@ocupacional/shared';
import type { HistoricoConsultasFilter } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { atendimentoKey } from './query-keys';

export type HistoricoConsultasPage = z.infer<typeof historicoConsultasPageSchema>;

/**
 * GET consulta (spec 1 §7; docs/api/atendimento.md): the employee's consultations, newest first — for a clinic
 * its own, 5 years back to 30 days ahead by default.
 */
export function getHistoricoConsultas(
  tenant: string | undefined,
  filter: HistoricoConsultasFilter,
  signal?: AbortSignal,
): Promise<HistoricoConsultasPage> {
  return api.get('historicoConsultas', historicoConsultasPageSchema, {
    tenant,
    signal,
    query: { page: 1, pagination: lookupSizes.consultasFuncionario, filter },
  });
}

export function getHistoricoConsultasQueryOptions(tenant: string | undefined, filter: HistoricoConsultasFilter) {
  return queryOptions({
    queryKey: [atendimentoKey, 'historico', tenant ?? null, filter],
    queryFn: ({ signal }) => getHistoricoConsultas(tenant, filter, signal),
  });
}

export function useHistoricoConsultas(tenant: string | undefined, filter: HistoricoConsultasFilter, enabled = true) {
  return useQuery({ ...getHistoricoConsultasQueryOptions(tenant, filter), enabled });
}
