import { cadastroExcelSchema, cadastroSaveResultSchema, pageSchema } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { GetRouteId, SendRouteId } from '../../../lib/api-client';
import { ActionKey } from '../../../lib/request-key';

/*
 * The five calls of a back-office registry (issue 14; shared/src/routes/cadastros.ts): GET <x> (a page), GET <x>/{id},
 * POST <x>/editar, POST <x>/deletar {ids}, GET <x>/excel. A registry's api file names its routes and row schema once
 * (e.g. api/exames.ts) and exports what this builds: fetchers, query options and hooks, cached under its key.
 */

export interface RegistryListParams {
  search?: string;
  page?: number;
  pagination?: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
}

export interface RegistryRoutes {
  readonly list: GetRouteId;
  readonly one: GetRouteId;
  readonly excel: GetRouteId;
  readonly save: SendRouteId;
  readonly remove: SendRouteId;
}

const totalSchema = z.object({ total: z.number().int() });

/** The calls of one registry, typed by its row schema. */
export function registryCalls<Row extends z.ZodType>(key: string, routes: RegistryRoutes, row: Row) {
  const page = pageSchema(row);
  const listQuery = (params: RegistryListParams) => ({
    search: params.search?.trim(),
    page: params.page ?? 1,
    pagination: params.pagination,
    cursor: params.cursor,
  });

  const getList = (params: RegistryListParams, signal?: AbortSignal) => api.get(routes.list, page, { signal, query: listQuery(params) });
  const getOne = (id: string, options: { signal?: AbortSignal; notFoundRedirect?: string } = {}) =>
    api.get(routes.one, row, { params: { id }, ...options });
  const listOptions = (params: RegistryListParams) =>
    queryOptions({ queryKey: [key, 'lista', params], queryFn: ({ signal }) => getList(params, signal), placeholderData: keepPreviousData });
  const oneOptions = (id: string | undefined, notFoundRedirect?: string) =>
    queryOptions({ queryKey: [key, 'registro', id ?? ''], queryFn: ({ signal }) => getOne(id ?? '', { signal, notFoundRedirect }), enabled: Boolean(id) });

  return {
    key,
    getList,
    getOne,
    listOptions,
    oneOptions,
    useList: (params: RegistryListParams) => useQuery(listOptions(params)),
    useOne: (id: string | undefined, notFoundRedirect?: string) => useQuery(oneOptions(id, notFoundRedirect)),
    /** POST <x>/editar: creates (no id) or updates; every page and the record refresh after. */
    useSave: () => {
      const queryClient = useQueryClient();
      const [action] = useState(() => new ActionKey());
      return useMutation({
        mutationFn: (body: unknown) => api.send(routes.save, cadastroSaveResultSchema, { body, action }),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }),
      });
    },
    /** POST <x>/deletar {ids}; a 403 shows the spec's delete message (the route `deletes`). */
    useDelete: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (ids: readonly string[]) => api.send(routes.remove, totalSchema, { body: { ids } }),
        onSettled: () => queryClient.invalidateQueries({ queryKey: [key] }),
      });
    },
    /** GET <x>/excel with the list's search: the .xlsx as `{contents, filename, contentType}`. */
    getExcel: (search: string | undefined) => api.get(routes.excel, cadastroExcelSchema, { query: { search: search?.trim() } }),
  };
}

export type RegistryCalls<Row extends z.ZodType> = ReturnType<typeof registryCalls<Row>>;
