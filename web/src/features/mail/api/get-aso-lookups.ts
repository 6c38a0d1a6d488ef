import { asoConsultaPageSchema, asoUploadPaginasSchema } from '@ocupacional/shared';
import type { AsoConsultaRow, AsoUploadPaginas } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/*
 * What the 'Enviar ASO por Email' modal picks from (docs/api/aso-upload.md): companies, a company's consultations
 * with linked pages, and an upload's pages (which companies and consultations it holds).
 */

/** GET empresa/consulta {id_empresa, with_arquivo: 1}: a company's consultations with linked pages (last 730 days). */
export function getAsoConsultasComArquivo(empresaId: string, signal?: AbortSignal): Promise<AsoConsultaRow[]> {
  return api
    .get('asoConsultas', asoConsultaPageSchema, {
      query: { pagination: 1000, filter: { id_empresa: empresaId, with_arquivo: 1 } },
      signal,
    })
    .then((page) => page.data);
}

export function useAsoConsultasComArquivo(empresaId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['aso-email-consultas', empresaId ?? null],
      queryFn: ({ signal }) => getAsoConsultasComArquivo(empresaId ?? '', signal),
      enabled: Boolean(empresaId),
    }),
  );
}

/** GET empresa/consulta/upload/pagina/{id}: the upload's pages, to know its companies and consultations. */
export function getAsoUploadPaginas(uploadId: string, signal?: AbortSignal): Promise<AsoUploadPaginas> {
  return api.get('asoUploadPaginas', asoUploadPaginasSchema, { params: { id: uploadId }, signal });
}

export function useAsoUploadPaginas(uploadId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['aso-email-upload-paginas', uploadId ?? null],
      queryFn: ({ signal }) => getAsoUploadPaginas(uploadId ?? '', signal),
      enabled: Boolean(uploadId),
    }),
  );
}
