import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { contasEmailKey } from './get-contas-email';

/** POST conta-email/deletar {ids} (spec 2 §7); a 403 shows the spec's delete message (the route `deletes`). */
export function deleteContasEmail(ids: readonly string[]): Promise<{ total: number }> {
  return api.send('contasEmailDeletar', z.object({ total: z.number().int() }), { body: { ids } });
}

export function useDeleteContasEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteContasEmail(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [contasEmailKey] }),
  });
}
