import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { asoLiberacoesKey } from './get-aso-liberacoes';
import { asoUploadsKey } from './get-aso-uploads';

/**
 * POST empresa/consulta/upload/deletar {ids}: soft-deletes uploads (their pages leave the consultations' files). A
 * 403 shows 'Você não possui permissão para deletar esse registro' (the client's catalogue, spec 2 §8).
 */
export function deleteAsoUploads(ids: readonly string[]) {
  return api.send('asoUploadsDeletar', z.object({ total: z.number() }), { body: { ids } });
}

export function useDeleteAsoUploads() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAsoUploads,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: [asoUploadsKey] }),
        client.invalidateQueries({ queryKey: [asoLiberacoesKey] }),
      ]);
    },
  });
}
