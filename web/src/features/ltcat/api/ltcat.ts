import {
  anexoSlotSchema,
  cadastroExcelSchema,
  cadastroSaveResultSchema,
  ltcatAnexoPageSchema,
  ltcatAnexoSchema,
  ltcatPageSchema,
  ltcatSchema,
  ltcatUltimaRevisaoSchema,
} from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';

/*
 * The LTCAT record's calls (issue 15; shared/src/routes/ltcat.ts): GET ltcat (filter id_empresa, vencimento), GET
 * ltcat/{id}, GET ltcat/ultima-revisao/{fdt}, POST ltcat/cadastrar, ltcat/editar, ltcat/deletar {ids}; and the
 * attachments': GET ltcat/anexo/{ltcat}, POST …/upload (presigned POST), …/editar, …/deletar. Cached under 'ltcat'.
 */

const key = 'ltcat';
const totalSchema = z.object({ total: z.number().int() });

export interface LtcatListParams {
  search?: string;
  page?: number;
  pagination?: number;
  cursor?: string;
  id_empresa?: string;
  /** ISO dates, either end open. */
  vencimento?: [string | null, string | null];
}

function listQuery(params: LtcatListParams) {
  const filter = {
    ...(params.id_empresa ? { id_empresa: params.id_empresa } : {}),
    ...(params.vencimento && (params.vencimento[0] || params.vencimento[1]) ? { vencimento: params.vencimento } : {}),
  };
  return {
    search: params.search?.trim() || undefined,
    page: params.page ?? 1,
    pagination: params.pagination,
    cursor: params.cursor,
    ...(Object.keys(filter).length ? { filter } : {}),
  };
}

const listOptions = (params: LtcatListParams) =>
  queryOptions({
    queryKey: [key, 'lista', params],
    queryFn: ({ signal }) => api.get('ltcatLista', ltcatPageSchema, { signal, query: listQuery(params) }),
    placeholderData: keepPreviousData,
  });

const oneOptions = (id: string | undefined, notFoundRedirect?: string) =>
  queryOptions({
    queryKey: [key, 'registro', id ?? ''],
    queryFn: ({ signal }) => api.get('ltcat', ltcatSchema, { signal, params: { id: id ?? '' }, notFoundRedirect }),
    enabled: Boolean(id),
  });

const ultimaRevisaoOptions = (fdt: string | undefined) =>
  queryOptions({
    queryKey: [key, 'ultima-revisao', fdt ?? ''],
    queryFn: ({ signal }) => api.get('ltcatUltimaRevisao', ltcatUltimaRevisaoSchema.nullable(), { signal, params: { fdt: fdt ?? '' } }),
    enabled: Boolean(fdt),
  });

const anexosOptions = (ltcat: string) =>
  queryOptions({
    queryKey: [key, 'anexos', ltcat],
    queryFn: ({ signal }) => api.get('ltcatAnexoLista', ltcatAnexoPageSchema, { signal, params: { ltcat }, query: { pagination: 200 } }),
  });

function useInvalidatingMutation<V, R>(mutationFn: (value: V, action: ActionKey) => Promise<R>) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (value: V) => mutationFn(value, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [key] }),
  });
}

export const ltcatApi = {
  key,
  listOptions,
  oneOptions,
  ultimaRevisaoOptions,
  anexosOptions,
  useList: (params: LtcatListParams) => useQuery(listOptions(params)),
  useOne: (id: string | undefined, notFoundRedirect?: string) => useQuery(oneOptions(id, notFoundRedirect)),
  useUltimaRevisao: (fdt: string | undefined) => useQuery(ultimaRevisaoOptions(fdt)),
  /** POST ltcat/cadastrar (no id) or ltcat/editar (with id). */
  useSave: () =>
    useInvalidatingMutation((body: { id?: string | null } & Record<string, unknown>, action) =>
      api.send(body.id ? 'ltcatEditar' : 'ltcatCadastrar', cadastroSaveResultSchema, { body, action }),
    ),
  useDelete: () => useInvalidatingMutation((ids: readonly string[]) => api.send('ltcatDeletar', totalSchema, { body: { ids } })),
  useAnexos: (ltcat: string) => useQuery(anexosOptions(ltcat)),
  /** POST ltcat/anexo/{ltcat}/upload: the presigned POST of one file (name, size, type: never its bytes). */
  upload: (ltcat: string, file: { name: string; size: number; type: string }) =>
    api.send('ltcatAnexoUpload', anexoSlotSchema, { params: { ltcat }, body: { nome: file.name, tamanho: file.size, tipo: file.type || null }, silent: true }),
  useSaveAnexo: (ltcat: string) =>
    useInvalidatingMutation((body: Record<string, unknown>, action) => api.send('ltcatAnexoEditar', cadastroSaveResultSchema, { params: { ltcat }, body, action })),
  useDeleteAnexos: (ltcat: string) =>
    useInvalidatingMutation((ids: readonly string[]) => api.send('ltcatAnexoDeletar', totalSchema, { params: { ltcat }, body: { ids } })),
  oneAnexoSchema: ltcatAnexoSchema,
  /** GET ltcat/documento/{id}: the LTCAT as a .docx ({contents, filename, contentType}); a 400 is shown by the client. */
  documento: (id: string) => api.get('ltcatDocumento', cadastroExcelSchema, { params: { id } }),
};
