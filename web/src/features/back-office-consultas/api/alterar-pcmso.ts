import { alterarPcmsoSavedSchema } from '@ocupacional/shared';
import type { AlterarPcmsoInput } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { backOfficeConsultasKey } from './get-consultas-externas';

/**
 * POST empresa/consulta/externa/{id}/alterar (web, permission 559): replaces the consultation by one on the
 * company's current PCMSO revision; answers the new consultation's id.
 */
export function alterarPcmso(id: string, body: AlterarPcmsoInput): Promise<{ id: string }> {
  return api.send('webConsultaExternaAlterar', alterarPcmsoSavedSchema, { params: { id }, body });
}

export function useAlterarPcmso(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlterarPcmsoInput) => alterarPcmso(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [backOfficeConsultasKey] }),
  });
}
