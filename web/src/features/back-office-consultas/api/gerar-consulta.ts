import { consultaGeradaSchema } from '@ocupacional/shared';
import type { ConsultaGerada } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { backOfficeConsultasKey } from './get-consultas-externas';

/**
 * GET empresa/consulta/externa/{id}/gerar (web, permission 559): generates the definitive consultation and answers
 * its number (the existing one when already generated). A refusal (400) is alerted by the HTTP client.
 */
export function gerarConsulta(id: string): Promise<ConsultaGerada> {
  return api.get('webConsultaExternaGerar', consultaGeradaSchema, { params: { id } });
}

export function useGerarConsulta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => gerarConsulta(id),
    // Success or failure, the list is read again (spec 1 §8: a generate failure reloads the list).
    onSettled: () => queryClient.invalidateQueries({ queryKey: [backOfficeConsultasKey] }),
  });
}
