import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { loteDetalheSchema } from './lote-schemas';
import type { LoteDetalhe } from './lote-schemas';
import { lotesKey } from './get-lotes';

/** GET esocial/lotes/{id}: the lote with its events ('view items'). */
export function getLote(tenant: string | undefined, id: string, signal?: AbortSignal): Promise<LoteDetalhe> {
  return api.get('esocialLote', loteDetalheSchema, { tenant, signal, params: { id } });
}

export function getLoteQueryOptions(tenant: string | undefined, id: string | undefined) {
  return queryOptions({
    queryKey: [lotesKey, 'detail', tenant ?? null, id ?? null],
    queryFn: ({ signal }) => getLote(tenant, id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useLote(tenant: string | undefined, id: string | undefined) {
  return useQuery(getLoteQueryOptions(tenant, id));
}
