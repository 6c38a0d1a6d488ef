import { asoUploadPaginasSchema } from '@ocupacional/shared';
import type { AsoUploadPaginas } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isSettled } from '../utils/upload-status';
import { followUploadMs } from './get-aso-upload';

/** GET empresa/consulta/upload/pagina/{id}: the upload page detail (the upload and its pages). */
export function getUploadPaginas(id: string, signal?: AbortSignal): Promise<AsoUploadPaginas> {
  return api.get('asoUploadPaginas', asoUploadPaginasSchema, { signal, params: { id } });
}

export const uploadPaginasKey = 'aso-upload-paginas';

/** Read again while the upload is still being split or identified. */
export function getUploadPaginasQueryOptions(id: string | undefined) {
  return queryOptions({
    queryKey: [uploadPaginasKey, id ?? ''],
    queryFn: ({ signal }) => getUploadPaginas(id ?? '', signal),
    enabled: Boolean(id),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      return isSettled(data.upload) && data.paginas.every((pagina) => pagina.tipo_status) ? false : followUploadMs;
    },
  });
}

export function useUploadPaginas(id: string | undefined) {
  return useQuery(getUploadPaginasQueryOptions(id));
}
