import {
  cadastroSaveResultSchema,
  fdtCadastroSchema,
  gheCadastroSchema,
  gheFuncaoSchema,
  pcmsoExameSchema,
  pcmsoRevisaoCadastroSchema,
} from '@ocupacional/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { SendRouteId } from '../../../lib/api-client';
import { ActionKey } from '../../../lib/request-key';

/*
 * The calls of a company's 'Estrutura' tab (issue 14; shared/src/routes/empresa-estrutura.ts): fronts, GHEs, the
 * functions of a GHE, PCMSO revisions and a GHE's exam table, all under the company's id. Cached under
 * ['empresa-estrutura', empresaId, …]: every change refreshes the company's whole structure (a few small lists).
 */

const key = (empresaId: string) => ['empresa-estrutura', empresaId] as const;
const totalSchema = z.object({ total: z.number().int() });

export const estruturaApi = {
  key,
  fdtsOptions: (empresaId: string) =>
    queryOptions({
      queryKey: [...key(empresaId), 'fdt'],
      queryFn: ({ signal }) => api.get('estruturaFdtLista', z.array(fdtCadastroSchema), { signal, params: { empresa: empresaId } }),
    }),
  ghesOptions: (empresaId: string, fdtId: string | undefined) =>
    queryOptions({
      queryKey: [...key(empresaId), 'ghe', fdtId ?? ''],
      queryFn: ({ signal }) => api.get('estruturaGheLista', z.array(gheCadastroSchema), { signal, params: { empresa: empresaId, fdt: fdtId ?? '' } }),
      enabled: Boolean(fdtId),
    }),
  gheFuncoesOptions: (empresaId: string, gheId: string | undefined) =>
    queryOptions({
      queryKey: [...key(empresaId), 'ghe-funcao', gheId ?? ''],
      queryFn: ({ signal }) => api.get('estruturaGheFuncoes', z.array(gheFuncaoSchema), { signal, params: { empresa: empresaId, ghe: gheId ?? '' } }),
      enabled: Boolean(gheId),
    }),
  revisoesOptions: (empresaId: string, fdtId: string | undefined) =>
    queryOptions({
      queryKey: [...key(empresaId), 'revisao', fdtId ?? ''],
      queryFn: ({ signal }) =>
        api.get('estruturaRevisoes', z.array(pcmsoRevisaoCadastroSchema), { signal, params: { empresa: empresaId, fdt: fdtId ?? '' } }),
      enabled: Boolean(fdtId),
    }),
  examesOptions: (empresaId: string, revisaoId: string | undefined, gheId: string | undefined) =>
    queryOptions({
      queryKey: [...key(empresaId), 'pcmso-exame', revisaoId ?? '', gheId ?? ''],
      queryFn: ({ signal }) =>
        api.get('estruturaPcmsoExames', z.array(pcmsoExameSchema), {
          signal,
          params: { empresa: empresaId, revisao: revisaoId ?? '', ghe: gheId ?? '' },
        }),
      enabled: Boolean(revisaoId && gheId),
    }),
};

/** A save (POST …/editar, …/nova): answers the record's id; the company's structure refreshes after. */
export function useEstruturaSave(empresaId: string, route: SendRouteId) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: ({ body, params = {} }: { body: unknown; params?: Record<string, string> }) =>
      api.send(route, cadastroSaveResultSchema, { body, action, params: { empresa: empresaId, ...params } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(empresaId) }),
  });
}

/** A delete (POST …/deletar {ids}); a 403 shows the spec's delete message (the route `deletes`). */
export function useEstruturaDelete(empresaId: string, route: SendRouteId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, params = {} }: { ids: readonly string[]; params?: Record<string, string> }) =>
      api.send(route, totalSchema, { body: { ids }, params: { empresa: empresaId, ...params } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(empresaId) }),
  });
}
