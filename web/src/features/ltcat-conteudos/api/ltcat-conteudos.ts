import {
  cadastroSaveResultSchema,
  conclusaoTecnicaSchema,
  epiSchema,
  ltcatConteudoPageSchema,
  ltcatConteudoSchema,
  ltcatModeloPageSize,
  pageSchema,
} from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { GetRouteId, SendRouteId } from '../../../lib/api-client';
import { ActionKey } from '../../../lib/request-key';

/*
 * The LTCAT catalogues' calls (issue 15; shared/src/routes/ltcat-conteudos.ts): technical conclusions and the EPI
 * catalogue (a page, one record, save, delete) and the LTCAT model's sections (the model in order, one section, save).
 */

export interface CatalogoListParams {
  search?: string;
  page?: number;
  pagination?: number;
  cursor?: string;
}

const totalSchema = z.object({ total: z.number().int() });

function catalogoCalls<Row extends z.ZodType>(
  key: string,
  routes: { list: GetRouteId; one: GetRouteId; save: SendRouteId; remove: SendRouteId },
  row: Row,
) {
  const page = pageSchema(row);
  const listOptions = (params: CatalogoListParams) =>
    queryOptions({
      queryKey: [key, 'lista', params],
      queryFn: ({ signal }) =>
        api.get(routes.list, page, {
          signal,
          query: { search: params.search?.trim(), page: params.page ?? 1, pagination: params.pagination, cursor: params.cursor },
        }),
      placeholderData: keepPreviousData,
    });
  return {
    key,
    listOptions,
    useList: (params: CatalogoListParams) => useQuery(listOptions(params)),
    getOne: (id: string) => api.get(routes.one, row, { params: { id } }),
    /** POST …/editar: creates (no id) or updates; the lists refresh after. */
    useSave: () => {
      const queryClient = useQueryClient();
      const [action] = useState(() => new ActionKey());
      return useMutation({
        mutationFn: (body: unknown) => api.send(routes.save, cadastroSaveResultSchema, { body, action }),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }),
      });
    },
    /** POST …/deletar {ids}; a 403 shows the spec's delete message. */
    useDelete: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (ids: readonly string[]) => api.send(routes.remove, totalSchema, { body: { ids } }),
        onSettled: () => queryClient.invalidateQueries({ queryKey: [key] }),
      });
    },
  };
}

/** LTCAT › Configuração › Conclusão Técnica (GET conclusao-tecnica, /{id}; POST /editar, /deletar). */
export const conclusoesTecnicasApi = catalogoCalls(
  'conclusoes-tecnicas',
  { list: 'conclusaoTecnicaLista', one: 'conclusaoTecnica', save: 'conclusaoTecnicaSalvar', remove: 'conclusaoTecnicaDeletar' },
  conclusaoTecnicaSchema,
);

/** LTCAT › EPI (GET epi, /{id}; POST /editar, /deletar). */
export const episApi = catalogoCalls('epis', { list: 'epiLista', one: 'epi', save: 'epiSalvar', remove: 'epiDeletar' }, epiSchema);

/** GET ltcat/modelo: the model's sections in document order (one page of 100, spec 3 §9: the whole model). */
export const ltcatModeloOptions = () =>
  queryOptions({
    queryKey: ['ltcat-modelo', 'lista'],
    queryFn: ({ signal }) => api.get('ltcatModeloLista', ltcatConteudoPageSchema, { signal, query: { pagination: ltcatModeloPageSize } }),
  });

export const useLtcatModelo = () => useQuery(ltcatModeloOptions());

/** GET ltcat/modelo/conteudo/{id}. */
export const ltcatConteudoOptions = (id: string) =>
  queryOptions({
    queryKey: ['ltcat-modelo', 'conteudo', id],
    queryFn: ({ signal }) => api.get('ltcatModeloConteudo', ltcatConteudoSchema, { signal, params: { id } }),
  });

/** POST ltcat/modelo/conteudo/{id}/editar {versao, titulo?, html?, ocultar, ocultar_texto}; the model refreshes after. */
export function useSaveLtcatConteudo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; versao: number; titulo?: string; html?: string; ocultar: 0 | 1; ocultar_texto: 0 | 1 }) =>
      api.send('ltcatModeloConteudoSalvar', cadastroSaveResultSchema, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ltcat-modelo'] }),
  });
}
