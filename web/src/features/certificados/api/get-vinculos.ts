import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { vinculoPageSchema } from './certificado-schemas';
import type { VinculoPage } from './certificado-schemas';

export interface VinculoListParams {
  search?: string;
  page: number;
  /** 20 per page (spec 2 §7). */
  pagination: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
}

/** GET esocial/certificados/{id}: the companies linked to a certificate and whether the session may link more. */
export function getVinculos(
  tenant: string | undefined,
  id: string,
  params: VinculoListParams,
  signal?: AbortSignal,
): Promise<VinculoPage> {
  return api.get('esocialCertificadoVinculos', vinculoPageSchema, {
    tenant,
    signal,
    params: { id },
    query: { search: params.search?.trim(), page: params.page, pagination: params.pagination, cursor: params.cursor },
  });
}

export const vinculosKey = 'esocial-certificado-vinculos';

export function getVinculosQueryOptions(tenant: string | undefined, id: string, params: VinculoListParams) {
  return queryOptions({
    queryKey: [vinculosKey, tenant ?? null, id, params],
    queryFn: ({ signal }) => getVinculos(tenant, id, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVinculos(tenant: string | undefined, id: string, params: VinculoListParams) {
  return useQuery(getVinculosQueryOptions(tenant, id, params));
}
