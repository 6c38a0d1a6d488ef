import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';
import { vinculosKey } from './get-vinculos';

const vinculadoSchema = z.object({ id: z.string(), id_esocial_certificado: z.string() });

/**
 * POST esocial/certificados/{id}/vincular {id_esocial_certificado, empresa}: only the owner company links (403);
 * without a company the API answers 'Antes de processeguir, por favor preencher todos os campos obrigatórios'.
 */
export function saveVinculo(
  tenant: string | undefined,
  id: string,
  empresa: string,
): Promise<Answered<z.infer<typeof vinculadoSchema>>> {
  return api.sendForAnswer('esocialCertificadoVincular', vinculadoSchema, {
    tenant,
    params: { id },
    body: { id_esocial_certificado: id, empresa },
  });
}

export function useSaveVinculo(tenant: string | undefined, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (empresa: string) => saveVinculo(tenant, id, empresa),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [vinculosKey] }),
  });
}
