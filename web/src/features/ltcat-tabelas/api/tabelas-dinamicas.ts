import {
  cadastroExcelSchema,
  cadastroSaveResultSchema,
  tabelaDinamicaCategoriaSchema,
  tabelaDinamicaColunaSchema,
  tabelaDinamicaPageSchema,
  tabelaDinamicaSchema,
} from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';
import type { RegistryListParams } from '../../cadastros/api/registry-calls';

/*
 * Tabelas dinâmicas (issue 15; shared/src/routes/ltcat-tabelas.ts): the tables (list, one, save, delete, export of a
 * table's structure), their categories and their columns with the value lines. Everything is cached under one key:
 * a save refreshes the table, its columns and categories together.
 */

const key = 'tabelas-dinamicas';
const totalSchema = z.object({ total: z.number().int() });

export interface TabelasListParams extends RegistryListParams {
  /** 1: only the active tables (a measurement's pick list). */
  ativo?: 0 | 1;
}

export function tabelasDinamicasOptions(params: TabelasListParams) {
  const { ativo, ...page } = params;
  return queryOptions({
    queryKey: [key, 'lista', params],
    queryFn: ({ signal }) =>
      api.get('tabelaDinamicaLista', tabelaDinamicaPageSchema, {
        signal,
        query: { search: page.search?.trim(), page: page.page ?? 1, pagination: page.pagination, cursor: page.cursor, ...(ativo !== undefined ? { filter: { ativo } } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}
export const useTabelasDinamicas = (params: TabelasListParams) => useQuery(tabelasDinamicasOptions(params));

export function tabelaDinamicaOptions(id: string | undefined, notFoundRedirect?: string) {
  return queryOptions({
    queryKey: [key, 'registro', id ?? ''],
    queryFn: ({ signal }) => api.get('tabelaDinamica', tabelaDinamicaSchema, { signal, params: { id: id ?? '' }, notFoundRedirect }),
    enabled: Boolean(id),
  });
}
export const useTabelaDinamica = (id: string | undefined, notFoundRedirect?: string) => useQuery(tabelaDinamicaOptions(id, notFoundRedirect));

export function colunasOptions(tab: string | undefined, ativas = false) {
  return queryOptions({
    queryKey: [key, 'colunas', tab ?? '', ativas],
    queryFn: ({ signal }) =>
      api.get('tabelaDinamicaColunas', z.array(tabelaDinamicaColunaSchema), { signal, params: { tab: tab ?? '' }, query: ativas ? { filter: { ativo: 1 } } : {} }),
    enabled: Boolean(tab),
  });
}
export const useColunas = (tab: string | undefined, ativas = false) => useQuery(colunasOptions(tab, ativas));

export function categoriasOptions(tab: string | undefined) {
  return queryOptions({
    queryKey: [key, 'categorias', tab ?? ''],
    queryFn: ({ signal }) => api.get('tabelaDinamicaCategorias', z.array(tabelaDinamicaCategoriaSchema), { signal, params: { tab: tab ?? '' } }),
    enabled: Boolean(tab),
  });
}
export const useCategorias = (tab: string | undefined) => useQuery(categoriasOptions(tab));

type SaveRoute = 'tabelaDinamicaSalvar' | 'tabelaDinamicaCategoriaSalvar' | 'tabelaDinamicaColunaSalvar';
type DeleteRoute = 'tabelaDinamicaDeletar' | 'tabelaDinamicaCategoriaDeletar' | 'tabelaDinamicaColunaDeletar';

/** POST …/editar of a table (no tab), a category or a column (tab: the table); everything refreshes after. */
export function useSaveTabela(route: SaveRoute, tab?: string) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: unknown) => api.send(route, cadastroSaveResultSchema, { body, action, ...(tab ? { params: { tab } } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }),
  });
}

/** POST …/deletar {ids}; a 403 shows the spec's delete message (the route `deletes`). */
export function useDeleteTabela(route: DeleteRoute, tab?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => api.send(route, totalSchema, { body: { ids }, ...(tab ? { params: { tab } } : {}) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [key] }),
  });
}

/** GET /ltcat/tabela-dinamica/{id}/exportar: the table's structure as an .xlsx. */
export const exportTabelaDinamica = (id: string) => api.get('tabelaDinamicaExportar', cadastroExcelSchema, { params: { id } });
