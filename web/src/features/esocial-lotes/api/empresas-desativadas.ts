import { pageSchema, type EmpresaDesativadaForm } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';

/*
 * The companies disabled for eSocial (spec 2 §2 "Disabled-company list", web only; docs/api/esocial.md): the list
 * on the configuration screen, 'Desativar Nova Empresa' (permission 310) and the re-enable (a delete, permission
 * 310). The row's id is the company's id.
 */

export const empresaDesativadaRowSchema = z.object({
  id: z.string(),
  empresa: z.object({ id: z.string(), nome: z.string(), cnpj: z.string() }),
  data: z.string(),
  observacao: z.string().nullable(),
  usuario: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type EmpresaDesativadaRow = z.infer<typeof empresaDesativadaRowSchema>;
export const empresaDesativadaPageSchema = pageSchema(empresaDesativadaRowSchema);
export type EmpresaDesativadaPage = z.infer<typeof empresaDesativadaPageSchema>;

export interface EmpresaDesativadaListParams {
  search?: string;
  page: number;
  pagination: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
}

/** The list's cache key root: a disable or a re-enable invalidates every page. */
export const empresasDesativadasKey = 'esocial-empresas-desativadas';

/** GET esocial/empresas-desativadas: search by company name or CNPJ. */
export function getEmpresasDesativadas(params: EmpresaDesativadaListParams, signal?: AbortSignal): Promise<EmpresaDesativadaPage> {
  return api.get('esocialEmpresasDesativadas', empresaDesativadaPageSchema, {
    signal,
    query: { search: params.search?.trim() || undefined, page: params.page, pagination: params.pagination, cursor: params.cursor },
  });
}

export function getEmpresasDesativadasQueryOptions(params: EmpresaDesativadaListParams) {
  return queryOptions({
    queryKey: [empresasDesativadasKey, params],
    queryFn: ({ signal }) => getEmpresasDesativadas(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmpresasDesativadas(params: EmpresaDesativadaListParams) {
  return useQuery(getEmpresasDesativadasQueryOptions(params));
}

/** POST esocial/empresas-desativadas/salvar (permission 310): 400 by field for a company already disabled. */
export function desativarEmpresa(body: EmpresaDesativadaForm): Promise<Answered<EmpresaDesativadaRow>> {
  return api.sendForAnswer('esocialEmpresaDesativar', empresaDesativadaRowSchema, { body });
}

export function useDesativarEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desativarEmpresa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [empresasDesativadasKey] }),
  });
}

/** POST esocial/empresas-desativadas/deletar {ids} (permission 310; 403 with the delete message without it). */
export function reativarEmpresas(ids: readonly string[]): Promise<Answered<{ total: number }>> {
  return api.sendForAnswer('esocialEmpresasDesativadasDeletar', z.object({ total: z.number() }), { body: { ids } });
}

export function useReativarEmpresas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reativarEmpresas,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [empresasDesativadasKey] }),
  });
}
