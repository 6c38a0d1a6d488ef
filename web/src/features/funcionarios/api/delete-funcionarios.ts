import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { funcionariosKey } from '../../../lookups/api/get-funcionarios';

/** POST funcionario/0/deletar {itens} (spec 1 §7): soft-deletes the employees; answers how many. */
export function deleteFuncionarios(tenant: string | undefined, ids: readonly string[]): Promise<{ total: number }> {
  return api.send('funcionarioDeletar', z.object({ total: z.number().int() }), { tenant, body: { itens: ids } });
}

export function useDeleteFuncionarios(tenant: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteFuncionarios(tenant, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [funcionariosKey] }),
  });
}
