import { backOfficeConsultaDetailSchema } from '@ocupacional/shared';
import type { BackOfficeConsultaDetail } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { backOfficeConsultasKey } from './get-consultas-externas';

/** GET empresa/consulta/externa/{id} (web): one consultation for the detail modal, with the back office's flags. */
export function getBackOfficeConsulta(id: string, signal?: AbortSignal): Promise<BackOfficeConsultaDetail> {
  return api.get('webConsultaExterna', backOfficeConsultaDetailSchema, { params: { id }, signal });
}

export function getBackOfficeConsultaQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: [backOfficeConsultasKey, 'detalhe', id ?? ''],
    queryFn: ({ signal }) => getBackOfficeConsulta(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useBackOfficeConsulta(id: string | null) {
  return useQuery(getBackOfficeConsultaQueryOptions(id));
}
