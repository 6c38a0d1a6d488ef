import { cadastroSaveResultSchema, fdtSchema, pageSchema, tabelaPrecoCadastroSchema, tabelaPrecoResumoSchema } from '@ocupacional/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';

/*
 * A clinic's price tables (GET credenciada/tabela-preco with filter id_credenciada or balcao, GET
 * credenciada/tabela-preco/{id}, POST credenciada/tabela-preco/editar and /deletar) and the pickers of the table
 * editor: the exams of Configurações › Exames, the partners of Configurações › Parceiros, a company's fronts.
 */

const key = 'tabelas-preco';

export type TabelasPrecoFilter = { id_credenciada: string } | { balcao: 1 };

export function tabelasPrecoOptions(filter: TabelasPrecoFilter) {
  return queryOptions({
    queryKey: [key, 'lista', filter],
    queryFn: ({ signal }) => api.get('tabelaPrecoLista', z.array(tabelaPrecoResumoSchema), { signal, query: { filter } }),
  });
}

export const useTabelasPreco = (filter: TabelasPrecoFilter) => useQuery(tabelasPrecoOptions(filter));

export function useTabelaPreco(id: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [key, 'registro', id ?? ''],
      queryFn: ({ signal }) => api.get('tabelaPrecoCadastro', tabelaPrecoCadastroSchema, { signal, params: { id: id ?? '' } }),
      enabled: Boolean(id),
    }),
  );
}

/** POST credenciada/tabela-preco/editar: the table and its exams; every list and table refresh after. */
export function useSaveTabelaPreco() {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: unknown) => api.send('tabelaPrecoSalvar', cadastroSaveResultSchema, { body, action }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }),
  });
}

/** POST credenciada/tabela-preco/deletar {ids}. */
export function useDeleteTabelasPreco() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => api.send('tabelaPrecoDeletar', z.object({ total: z.number() }), { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [key] }),
  });
}

const optionRow = z.object({ id: z.string(), nome: z.string(), ativo: z.union([z.literal(0), z.literal(1)]) });

/** The exams a table may price: Configurações › Exames, the active ones (one page of 1000, a tenant's catalogue). */
export function useExamesOptions() {
  return useQuery(
    queryOptions({
      queryKey: [key, 'exames'],
      queryFn: ({ signal }) => api.get('exameLista', pageSchema(optionRow), { signal, query: { pagination: 1000 } }),
      select: (page) => page.data.filter((row) => row.ativo === 1),
      staleTime: 60_000,
    }),
  );
}

/** The partners that may perform an exam: Configurações › Parceiros (rows id, nome, cnpj, ativo), the active ones. */
export function useParceirosOptions() {
  return useQuery(
    queryOptions({
      queryKey: [key, 'parceiros'],
      queryFn: ({ signal }) => api.get('parceiroLista', pageSchema(optionRow), { signal, query: { pagination: 1000 } }),
      select: (page) => page.data.filter((row) => row.ativo === 1),
      staleTime: 60_000,
    }),
  );
}

/** A company's fronts (the back office's lookup), for a table of one front. */
export function useFdtsOptions(empresa: string | null | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [key, 'fdts', empresa ?? ''],
      queryFn: ({ signal }) => api.get('webPcmsoFdts', z.array(fdtSchema), { params: { empresa: empresa ?? '' }, signal }),
      enabled: Boolean(empresa),
      staleTime: 60_000,
    }),
  );
}
