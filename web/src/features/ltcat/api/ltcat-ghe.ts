import {
  cadastroSaveResultSchema,
  ltcatGheConclusaoPageSchema,
  ltcatGheFuncaoPageSchema,
  ltcatGheFuncionarioPageSchema,
  ltcatGhePageSchema,
} from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';

/*
 * The GHE of an LTCAT (issue 15 wave 2; shared/src/routes/ltcat-ghe.ts): GET ltcat/ghe/{ltcat}, POST …/cadastrar,
 * …/editar, …/deletar; a GHE's functions, employees and technical conclusions (GET …/{ghe}, POST …/editar,
 * …/deletar). Cached under 'ltcat-ghe'.
 */

const key = 'ltcat-ghe';
const totalSchema = z.object({ total: z.number().int() });

/** The three kinds of link of a GHE and their routes. */
export const gheLinkRoutes = {
  funcao: { list: 'ltcatGheFuncaoLista', save: 'ltcatGheFuncaoEditar', remove: 'ltcatGheFuncaoDeletar', schema: ltcatGheFuncaoPageSchema },
  funcionario: {
    list: 'ltcatGheFuncionarioLista',
    save: 'ltcatGheFuncionarioEditar',
    remove: 'ltcatGheFuncionarioDeletar',
    schema: ltcatGheFuncionarioPageSchema,
  },
  conclusao: {
    list: 'ltcatGheConclusaoLista',
    save: 'ltcatGheConclusaoEditar',
    remove: 'ltcatGheConclusaoDeletar',
    schema: ltcatGheConclusaoPageSchema,
  },
} as const;
export type GheLinkKind = keyof typeof gheLinkRoutes;

const ghesOptions = (ltcat: string) =>
  queryOptions({
    queryKey: [key, 'ghes', ltcat],
    queryFn: ({ signal }) => api.get('ltcatGheLista', ltcatGhePageSchema, { signal, params: { ltcat }, query: { pagination: 1000 } }),
  });

function useInvalidatingMutation<V, R>(mutationFn: (value: V, action: ActionKey) => Promise<R>) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (value: V) => mutationFn(value, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [key] }),
  });
}

export const ltcatGheApi = {
  key,
  ghesOptions,
  useGhes: (ltcat: string) => useQuery(ghesOptions(ltcat)),
  /** POST ltcat/ghe/{ltcat}/cadastrar (no id) or …/editar (with id). */
  useSaveGhe: (ltcat: string) =>
    useInvalidatingMutation((body: { id?: string | null } & Record<string, unknown>, action) =>
      api.send(body.id ? 'ltcatGheEditar' : 'ltcatGheCadastrar', cadastroSaveResultSchema, { params: { ltcat }, body, action }),
    ),
  useDeleteGhes: (ltcat: string) =>
    useInvalidatingMutation((ids: readonly string[]) => api.send('ltcatGheDeletar', totalSchema, { params: { ltcat }, body: { ids } })),
  /** A GHE's links of one kind (rows typed by the caller: the route's page schema checks them). */
  useLinks: (kind: GheLinkKind, ghe: string, search?: string) =>
    useQuery({
      queryKey: [key, kind, ghe, search ?? ''],
      queryFn: ({ signal }): Promise<{ data: unknown[] }> =>
        api.get(gheLinkRoutes[kind].list, gheLinkRoutes[kind].schema as typeof ltcatGheFuncaoPageSchema, {
          signal,
          params: { ghe },
          query: { pagination: 1000, search: search?.trim() || undefined },
        }),
      placeholderData: keepPreviousData,
    }),
  useSaveLink: (kind: GheLinkKind, ghe: string) =>
    useInvalidatingMutation((body: Record<string, unknown>, action) => api.send(gheLinkRoutes[kind].save, cadastroSaveResultSchema, { params: { ghe }, body, action })),
  useDeleteLinks: (kind: GheLinkKind, ghe: string) =>
    useInvalidatingMutation((ids: readonly string[]) => api.send(gheLinkRoutes[kind].remove, totalSchema, { params: { ghe }, body: { ids } })),
};
