import { empresaEmailRowSchema, type EmpresaEmailInput, type EmpresaEmailRow } from '@ocupacional/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';

/*
 * The company record's tab 'E-mails' (issue 14; shared/src/routes/empresa-emails.ts): the company's contacts by
 * sector, created, edited and deleted from the back office (administrators; the API answers 403 otherwise).
 */

export const empresaEmailsKey = 'empresa-contatos-email';

/** GET empresa/{empresa}/contato-email: every contact of the company, sector and fronts named. */
export function getEmpresaEmails(empresaId: string, signal?: AbortSignal): Promise<EmpresaEmailRow[]> {
  return api.get('empresaContatoEmailLista', z.array(empresaEmailRowSchema), { params: { empresa: empresaId }, signal });
}

export function empresaEmailsOptions(empresaId: string) {
  return queryOptions({
    queryKey: [empresaEmailsKey, empresaId],
    queryFn: ({ signal }) => getEmpresaEmails(empresaId, signal),
    enabled: Boolean(empresaId),
  });
}

export const useEmpresaEmails = (empresaId: string) => useQuery(empresaEmailsOptions(empresaId));

/** POST empresa/{empresa}/contato-email/editar: creates (no id) or edits (id and versao) a contact. */
export function saveEmpresaEmail(empresaId: string, body: EmpresaEmailInput, action?: ActionKey): Promise<{ id: string }> {
  return api.send('empresaContatoEmailSalvar', z.object({ id: z.string() }), { params: { empresa: empresaId }, body, action });
}

export function useSaveEmpresaEmail(empresaId: string) {
  const client = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: EmpresaEmailInput) => saveEmpresaEmail(empresaId, body, action),
    onSuccess: () => client.invalidateQueries({ queryKey: [empresaEmailsKey, empresaId] }),
  });
}

/** POST empresa/{empresa}/contato-email/deletar {ids}: a 403 shows the spec's delete message (the route `deletes`). */
export function deleteEmpresaEmails(empresaId: string, ids: readonly string[]): Promise<{ total: number }> {
  return api.send('empresaContatoEmailDeletar', z.object({ total: z.number().int() }), { params: { empresa: empresaId }, body: { ids } });
}

export function useDeleteEmpresaEmails(empresaId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteEmpresaEmails(empresaId, ids),
    onSettled: () => client.invalidateQueries({ queryKey: [empresaEmailsKey, empresaId] }),
  });
}
