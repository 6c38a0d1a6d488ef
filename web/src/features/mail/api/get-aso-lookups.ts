import { asoConsultaPageSchema, asoEmpresaLookupSchema, asoUploadPaginasSchema } from '@ocupacional/shared';
import type { AsoConsultaRow, AsoEmpresaLookup, AsoUploadPaginas } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/*
 * What the 'Enviar ASO por Email' modal picks from (docs/api/aso-upload.md): companies, a company's consultations
 * with linked pages, and an upload's pages (which companies and consultations it holds).
 */

/** GET empresa (search by name or CNPJ): the company picker. */
export function getAsoEmpresas(search: string, signal?: AbortSignal): Promise<AsoEmpresaLookup[]> {
  return api.get('asoEmpresas', z.array(asoEmpresaLookupSchema), { query: { search: search.trim() }, signal });
}

export function useAsoEmpresas(search: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['aso-email-empresas', search],
      queryFn: ({ signal }) => getAsoEmpresas(search, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

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
