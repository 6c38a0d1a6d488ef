import { tabelaPrecoEntrySchema } from '@ocupacional/shared';
import type { TabelaPrecoEntry, TabelaPrecoFilter } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/**
 * GET tabela-preco (spec 1 §7): one card per clinic table for the consultation being made, priced by the server.
 * Silent: the screen shows 'Nenhuma credenciada encontrado' and 'Falha ao Carregar as Credenciadas' itself.
 */
export function getTabelasPreco(
  tenant: string | undefined,
  filter: TabelaPrecoFilter,
  signal?: AbortSignal,
): Promise<TabelaPrecoEntry[]> {
  return api.get('tabelaPreco', z.array(tabelaPrecoEntrySchema), { tenant, signal, query: { filter }, silent: true });
}

export function getTabelasPrecoQueryOptions(tenant: string | undefined, filter: TabelaPrecoFilter | null) {
  return queryOptions({
    queryKey: ['tabela-preco', tenant ?? null, filter],
    queryFn: ({ signal }) => getTabelasPreco(tenant, filter as TabelaPrecoFilter, signal),
    // Prices load only once the form allows it (spec 1 §5).
    enabled: filter !== null,
    retry: false,
  });
}

export function useTabelasPreco(tenant: string | undefined, filter: TabelaPrecoFilter | null) {
  return useQuery(getTabelasPrecoQueryOptions(tenant, filter));
}
