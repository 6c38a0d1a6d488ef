import { consultaGeradaSchema } from '@ocupacional/shared';
import type { ConsultaGerada } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { atendimentoKey } from './query-keys';

/**
 * GET consulta/externa/{id}/gerar (spec 1 §2, §7; docs/api/atendimento.md): starts attendance — the definitive
 * consultation (id_con) is generated and the status goes 54 → 55. A second call answers the same id_con. A refusal
 * (deleted, not 54) is a 400 the HTTP client shows as an alert.
 */
export function iniciarAtendimento(tenant: string | undefined, id: string): Promise<ConsultaGerada> {
  return api.get('credenciadaGerar', consultaGeradaSchema, { tenant, params: { id } });
}

/** Starts attendance; success or failure, the list and the page read the consultation again. */
export function useIniciarAtendimento(tenant: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => iniciarAtendimento(tenant, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [atendimentoKey] }),
  });
}
