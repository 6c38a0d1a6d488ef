import { aproveitamentoSavedSchema } from '@ocupacional/shared';
import type { AproveitamentoCadastroInput, AproveitamentoEdicaoInput } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';
import { aproveitamentosKey } from './get-aproveitamentos';

/** PUT consulta/aproveitamento/cadastrar: orders the consultation with the per-exam choices (status 54); answers its id. */
export function createAproveitamento(tenant: string | undefined, body: AproveitamentoCadastroInput, action?: ActionKey): Promise<{ id: string }> {
  return api.send('aproveitamentoCadastrar', aproveitamentoSavedSchema, { tenant, body, action });
}

/** POST consulta/aproveitamento/{consulta}/editar: new choices while the consultation is still scheduled. */
export function editAproveitamento(
  tenant: string | undefined,
  consulta: string,
  body: AproveitamentoEdicaoInput,
  action?: ActionKey,
): Promise<{ id: string }> {
  return api.send('aproveitamentoEditar', aproveitamentoSavedSchema, { tenant, params: { consulta }, body, action });
}

/** Saves either way: `consulta` set edits that consultation's choices, absent orders a new one. */
export function useSaveAproveitamento(tenant: string | undefined) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (input: { consulta?: string; create?: AproveitamentoCadastroInput; edit?: AproveitamentoEdicaoInput }) =>
      input.consulta
        ? editAproveitamento(tenant, input.consulta, input.edit ?? {}, action)
        : createAproveitamento(tenant, input.create as AproveitamentoCadastroInput, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [aproveitamentosKey] }),
        queryClient.invalidateQueries({ queryKey: ['aproveitamento'] }),
        queryClient.invalidateQueries({ queryKey: ['consultas-externas'] }),
      ]),
  });
}
