import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { consultasExternasKey } from './get-consultas-externas';

/** DELETE consulta/externa/deletar {itens} (spec 1 §7; permission 560). */
export function deleteConsultasExternas(tenant: string | undefined, ids: readonly string[]): Promise<{ total: number }> {
  return api.send('consultaExternaDeletar', z.object({ total: z.number().int() }), { tenant, body: { itens: ids } });
}

export function useDeleteConsultasExternas(tenant: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteConsultasExternas(tenant, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [consultasExternasKey] }),
  });
}
