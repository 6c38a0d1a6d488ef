import { envioResultSchema } from '@ocupacional/shared';
import type { EnvioConsulta, EnvioUpload } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';
import { ActionKey } from '../../../lib/request-key';
import { asoEmailsKey } from './get-aso-emails';

export type EnvioResult = z.infer<typeof envioResultSchema>;

/** POST empresa/consulta/upload/pagina/{id}/enviar: per company, recipients, consultations, pages and notes. */
export function sendAsoUpload(uploadId: string, body: EnvioUpload, action?: ActionKey): Promise<Answered<EnvioResult>> {
  return api.sendForAnswer('asoUploadEnviar', envioResultSchema, { params: { id: uploadId }, body, action });
}

/** POST empresa/consulta/email/{idcon}/cadastrar: tipo 1 the path's consultation, tipo 2 a company's. */
export function sendAsoConsulta(consultaId: string | number, body: EnvioConsulta, action?: ActionKey): Promise<Answered<EnvioResult>> {
  return api.sendForAnswer('asoConsultaEmailCadastrar', envioResultSchema, { params: { idcon: consultaId }, body, action });
}

export type AsoEmailSend =
  | { kind: 'upload'; uploadId: string; body: EnvioUpload }
  | { kind: 'consulta'; consultaId: string | number; body: EnvioConsulta };

/** The send of the 'Enviar ASO por Email' modal; the histories are read again afterwards. */
export function useSendAsoEmail() {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (send: AsoEmailSend) =>
      send.kind === 'upload' ? sendAsoUpload(send.uploadId, send.body, action) : sendAsoConsulta(send.consultaId, send.body, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [asoEmailsKey] }),
  });
}
