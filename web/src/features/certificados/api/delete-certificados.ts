import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { totalSchema } from './certificado-schemas';
import { certificadosKey } from './get-certificados';

/** POST esocial/certificados/deletar {ids}: a company deletes only its own (403 with the API's message otherwise). */
export function deleteCertificados(tenant: string | undefined, ids: readonly string[]): Promise<{ total: number }> {
  return api.send('esocialCertificadosDeletar', totalSchema, { tenant, body: { ids } });
}

export function useDeleteCertificados(tenant: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteCertificados(tenant, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [certificadosKey] }),
  });
}
