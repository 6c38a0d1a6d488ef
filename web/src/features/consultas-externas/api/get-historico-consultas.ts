import { addDays, addYears, dateWindows, historicoConsultasPageSchema, lookupSizes } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type HistoricoPage = z.infer<typeof historicoConsultasPageSchema>;

/** The company's history window (spec 1 §7, §9): 10 years back to 30 days ahead (ISO days). */
export function historicoEmpresaWindow(today: string): [string, string] {
  const window = dateWindows.historicoEmpresa;
  return [addYears(today, -window.yearsBefore), addDays(today, window.daysAfter)];
}

/** GET consulta (company, spec 1 §7): the employee's consultations with their exams, newest first. */
export function getHistoricoConsultas(
  tenant: string | undefined,
  funcionarioId: string,
  today: string,
  signal?: AbortSignal,
): Promise<HistoricoPage> {
  return api.get('historicoConsultas', historicoConsultasPageSchema, {
    tenant,
    signal,
    query: {
      page: 1,
      pagination: lookupSizes.consultasFuncionario,
      filter: { id_funcionario: funcionarioId, created_at: historicoEmpresaWindow(today) },
    },
  });
}

export function useHistoricoConsultas(tenant: string | undefined, funcionarioId: string | null, today: string) {
  return useQuery(
    queryOptions({
      queryKey: ['historico-consultas-empresa', tenant ?? null, funcionarioId ?? '', today],
      queryFn: ({ signal }) => getHistoricoConsultas(tenant, funcionarioId ?? '', today, signal),
      enabled: Boolean(funcionarioId),
    }),
  );
}
