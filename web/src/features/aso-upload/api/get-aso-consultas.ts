import { asoConsultaPageSchema } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { AsoConsultaPage } from './get-aso-liberacoes';

/** GET empresa/consulta: an employee's consultations of the last 730 days, the consultation picker. */
export function getAsoConsultas(empresaId: string, funcionarioId: string, signal?: AbortSignal): Promise<AsoConsultaPage> {
  return api.get('asoConsultas', asoConsultaPageSchema, {
    signal,
    query: { pagination: 100, filter: { id_empresa: empresaId, id_funcionario: funcionarioId } },
  });
}

export function getAsoConsultasQueryOptions(empresaId: string, funcionarioId: string) {
  return queryOptions({
    queryKey: ['aso-consultas', empresaId, funcionarioId],
    queryFn: ({ signal }) => getAsoConsultas(empresaId, funcionarioId, signal),
    enabled: Boolean(empresaId && funcionarioId),
  });
}

export function useAsoConsultas(empresaId: string, funcionarioId: string) {
  return useQuery(getAsoConsultasQueryOptions(empresaId, funcionarioId));
}
