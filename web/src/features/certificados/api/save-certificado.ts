import type { CertificadoSalvar } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';
import { ActionKey } from '../../../lib/request-key';
import { certificadoRowSchema } from './certificado-schemas';
import type { CertificadoRow } from './certificado-schemas';
import { certificadosKey } from './get-certificados';

/**
 * POST esocial/certificados/salvar (spec 2 §7): the A1 file travels base64 in the JSON body with its password; a
 * 400 answers 'Senha do certificado inválida', 'As senhas não conferem', 'Arquivo de certificado inválido'… by field.
 */
export function saveCertificado(
  tenant: string | undefined,
  body: CertificadoSalvar,
  action?: ActionKey,
): Promise<Answered<CertificadoRow>> {
  return api.sendForAnswer('esocialCertificadoSalvar', certificadoRowSchema, { tenant, body, action });
}

export function useSaveCertificado(tenant: string | undefined) {
  const queryClient = useQueryClient();
  const action = useRef(new ActionKey());
  return useMutation({
    mutationFn: (body: CertificadoSalvar) => saveCertificado(tenant, body, action.current),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [certificadosKey] }),
  });
}
