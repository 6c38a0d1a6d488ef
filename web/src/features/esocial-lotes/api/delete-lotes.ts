import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { lotesKey } from './get-lotes';

/** POST esocial/lotes/deletar {ids}: a lote with processes answers 400 'O lote possui processamentos…'. */
export function deleteLotes(tenant: string | undefined, ids: readonly string[]): Promise<{ total: number }> {
  return api.send('esocialLotesDeletar', z.object({ total: z.number().int() }), { tenant, body: { ids } });
}

export function useDeleteLotes(tenant: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteLotes(tenant, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [lotesKey] }),
  });
}
