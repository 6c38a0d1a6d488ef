import type { EsocialConfiguracao, ResponsavelAmbientalForm } from '@ocupacional/shared';
import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';
import { configuracaoSchema } from './lote-schemas';
import type { Configuracao } from './lote-schemas';

/** GET esocial/configuracao (web only): the automatic sending. */
export function getConfiguracao(signal?: AbortSignal): Promise<Configuracao> {
  return api.get('esocialConfiguracao', configuracaoSchema, { signal });
}

const configuracaoKey = ['esocial-configuracao'] as const;

export function getConfiguracaoQueryOptions() {
  return queryOptions({ queryKey: configuracaoKey, queryFn: ({ signal }) => getConfiguracao(signal) });
}

export function useConfiguracao() {
  return useQuery(getConfiguracaoQueryOptions());
}

/** POST esocial/configuracao/editar: with `ativo 1`, start date and a company required (400 by field otherwise). */
export function saveConfiguracao(body: EsocialConfiguracao): Promise<Answered<Configuracao>> {
  return api.sendForAnswer('esocialConfiguracaoSalvar', configuracaoSchema, { body });
}

export function useSaveConfiguracao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConfiguracao,
    onSuccess: (answer) => queryClient.setQueryData(configuracaoKey, answer.data),
  });
}

/** A company's environmental responsible (respReg of its automatic S-2240, issue 13); null fields before a save. */
export const responsavelAmbientalSchema = z.object({
  id_empresa: z.string(),
  empresa: z.object({ id: z.string(), nome: z.string(), cnpj: z.string() }),
  nome: z.string().nullable(),
  cpfResp: z.string().nullable(),
  ideOC: z.number().nullable(),
  dscOC: z.string().nullable(),
  nrOC: z.string().nullable(),
  ufOC: z.string().nullable(),
});
export type ResponsavelAmbiental = z.infer<typeof responsavelAmbientalSchema>;

const responsavelKey = (empresaId: string) => ['esocial-responsavel-ambiental', empresaId] as const;

/** GET esocial/configuracao/responsavel-ambiental/{id}: the company's environmental responsible. */
export function useResponsavelAmbiental(empresaId: string | undefined) {
  return useQuery({
    queryKey: responsavelKey(empresaId ?? ''),
    queryFn: ({ signal }) => api.get('esocialResponsavelAmbiental', responsavelAmbientalSchema, { params: { id: empresaId as string }, signal }),
    enabled: Boolean(empresaId),
  });
}

/** POST esocial/configuracao/responsavel-ambiental/salvar: 400 by field when a field is missing or invalid. */
export function useSaveResponsavelAmbiental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResponsavelAmbientalForm) => api.sendForAnswer('esocialResponsavelAmbientalSalvar', responsavelAmbientalSchema, { body }),
    onSuccess: (answer) => queryClient.setQueryData(responsavelKey(answer.data.id_empresa), answer.data),
  });
}
