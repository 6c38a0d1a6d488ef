import { backOfficeTabelaPrecoSchema } from '@ocupacional/shared';
import type { BackOfficeTabelaPrecoFilter } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** GET tabela-preco/{empresa}/{fdt} (web): the price tables the company's front may use, one per clinic. */
export function useTabelasPreco(empresa: string | null, fdt: string | null, filter: BackOfficeTabelaPrecoFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['back-office-tabelas-preco', empresa ?? '', fdt ?? '', filter],
      queryFn: ({ signal }) =>
        api.get('webTabelasPreco', z.array(backOfficeTabelaPrecoSchema), {
          params: { empresa: empresa ?? '', fdt: fdt ?? '' },
          query: { filter },
          signal,
        }),
      enabled: Boolean(empresa && fdt),
    }),
  );
}
