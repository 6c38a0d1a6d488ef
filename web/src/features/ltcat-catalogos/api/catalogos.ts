import {
  cadastroExcelSchema,
  cadastroSaveResultSchema,
  fatorRiscoLaboratorioSchema,
  fatorRiscoSchema,
  laboratorioSchema,
  pageSchema,
} from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';
import type { RegistryListParams } from '../../cadastros/api/registry-calls';

/*
 * LTCAT › Fatores de Risco and Laboratórios (issue 15; shared/src/routes/ltcat-catalogos.ts): GET fator-risco (filter
 * cat_esocial), fator-risco/{id}, fator-risco/excel; POST fator-risco/editar, /deletar; GET laboratorio,
 * laboratorio/{id}, laboratorio/fator-risco/{id}; POST laboratorio/editar, /deletar, laboratorio/fator-risco/{id}/editar-todos.
 * Both registries share one cache key: a laboratory's bulk edit changes what a factor's form shows.
 */

const key = 'ltcat-catalogos';
const fatorPage = pageSchema(fatorRiscoSchema);
const laboratorioPage = pageSchema(laboratorioSchema);
const totalSchema = z.object({ total: z.number().int() });
const valoresSchema = z.object({ data: z.array(fatorRiscoLaboratorioSchema) });

export interface FatorRiscoListParams extends RegistryListParams {
  /** Items of list 269 (several allowed). */
  categorias?: readonly number[];
}

const fatorQuery = (params: FatorRiscoListParams) => ({
  search: params.search?.trim(),
  page: params.page ?? 1,
  pagination: params.pagination,
  cursor: params.cursor,
  filter: params.categorias?.length ? { cat_esocial: [...params.categorias] } : undefined,
});

const fatorListOptions = (params: FatorRiscoListParams) =>
  queryOptions({
    queryKey: [key, 'fatores', params],
    queryFn: ({ signal }) => api.get('fatorRiscoLista', fatorPage, { signal, query: fatorQuery(params) }),
    placeholderData: keepPreviousData,
  });
const fatorOptions = (id: string | undefined, notFoundRedirect?: string) =>
  queryOptions({
    queryKey: [key, 'fator', id ?? ''],
    queryFn: ({ signal }) => api.get('fatorRisco', fatorRiscoSchema, { params: { id: id ?? '' }, signal, notFoundRedirect }),
    enabled: Boolean(id),
  });
const laboratorioListOptions = (params: RegistryListParams) =>
  queryOptions({
    queryKey: [key, 'laboratorios', params],
    queryFn: ({ signal }) =>
      api.get('laboratorioLista', laboratorioPage, {
        signal,
        query: { search: params.search?.trim(), page: params.page ?? 1, pagination: params.pagination, cursor: params.cursor },
      }),
    placeholderData: keepPreviousData,
  });
const laboratorioOptions = (id: string | undefined, notFoundRedirect?: string) =>
  queryOptions({
    queryKey: [key, 'laboratorio', id ?? ''],
    queryFn: ({ signal }) => api.get('laboratorio', laboratorioSchema, { params: { id: id ?? '' }, signal, notFoundRedirect }),
    enabled: Boolean(id),
  });
const valoresOptions = (id: string) =>
  queryOptions({
    queryKey: [key, 'valores', id],
    queryFn: ({ signal }) => api.get('laboratorioFatorRisco', valoresSchema, { params: { id }, signal }),
  });

function useSend<B, R>(send: (body: B, action: ActionKey) => Promise<R>) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: B) => send(body, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [key] }),
  });
}

export const fatoresRiscoApi = {
  listOptions: fatorListOptions,
  oneOptions: fatorOptions,
  useList: (params: FatorRiscoListParams) => useQuery(fatorListOptions(params)),
  useOne: (id: string | undefined, notFoundRedirect?: string) => useQuery(fatorOptions(id, notFoundRedirect)),
  useSave: () => useSend((body: unknown, action) => api.send('fatorRiscoSalvar', cadastroSaveResultSchema, { body, action })),
  useDelete: () => useSend((ids: readonly string[]) => api.send('fatorRiscoDeletar', totalSchema, { body: { ids } })),
  getExcel: (params: FatorRiscoListParams) => {
    const { search, filter } = fatorQuery(params);
    return api.get('fatorRiscoExcel', cadastroExcelSchema, { query: { search, filter } });
  },
};

export const laboratoriosApi = {
  listOptions: laboratorioListOptions,
  oneOptions: laboratorioOptions,
  valoresOptions,
  useList: (params: RegistryListParams) => useQuery(laboratorioListOptions(params)),
  useOne: (id: string | undefined, notFoundRedirect?: string) => useQuery(laboratorioOptions(id, notFoundRedirect)),
  useSave: () => useSend((body: unknown, action) => api.send('laboratorioSalvar', cadastroSaveResultSchema, { body, action })),
  useDelete: () => useSend((ids: readonly string[]) => api.send('laboratorioDeletar', totalSchema, { body: { ids } })),
  useValores: (id: string) => useQuery(valoresOptions(id)),
  useSaveValores: (id: string) =>
    useSend((items: unknown[], action) => api.send('laboratorioFatorRiscoSalvar', valoresSchema, { params: { id }, body: { items }, action })),
};
