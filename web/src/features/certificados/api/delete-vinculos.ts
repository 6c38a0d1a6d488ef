import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { totalSchema } from './certificado-schemas';
import { vinculosKey } from './get-vinculos';

/**
 * POST esocial/certificados/{id}/deletar/vinculo {ids: company ids}: 403 'Você não possui permissão para deletar
 * esse registro' for someone else's certificate or the automatic link while `vincular` is on.
 */
export function deleteVinculos(tenant: string | undefined, id: string, ids: readonly string[]): Promise<{ total: number }> {
  return api.send('esocialCertificadoVinculosDeletar', totalSchema, { tenant, params: { id }, body: { ids } });
}

export function useDeleteVinculos(tenant: string | undefined, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteVinculos(tenant, id, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [vinculosKey] }),
  });
}
