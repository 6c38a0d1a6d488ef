import type { EsocialConfiguracao } from '@ocupacional/shared';
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
