import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { certificadoPageSchema } from './certificado-schemas';
import type { CertificadoPage } from './certificado-schemas';

export interface CertificadoListParams {
  search?: string;
  page: number;
  pagination: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
}

/** GET esocial/certificados (spec 2 §7): the tenant's certificates, or a company's own and linked ones. */
export function getCertificados(
  tenant: string | undefined,
  params: CertificadoListParams,
  signal?: AbortSignal,
): Promise<CertificadoPage> {
  return api.get('esocialCertificados', certificadoPageSchema, {
    tenant,
    signal,
    query: { search: params.search?.trim(), page: params.page, pagination: params.pagination, cursor: params.cursor },
  });
}

/** The list's cache key root: a save, a delete or a link invalidates every page. */
export const certificadosKey = 'esocial-certificados';

export function getCertificadosQueryOptions(tenant: string | undefined, params: CertificadoListParams) {
  return queryOptions({
    queryKey: [certificadosKey, tenant ?? null, params],
    queryFn: ({ signal }) => getCertificados(tenant, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCertificados(tenant: string | undefined, params: CertificadoListParams) {
  return useQuery(getCertificadosQueryOptions(tenant, params));
}
