import { contaEmailSchema } from '@ocupacional/shared';
import type { ContaEmail, ContaEmailForm } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';
import { ActionKey } from '../../../lib/request-key';
import { contasEmailKey } from './get-contas-email';

/** POST conta-email/editar (spec 2 §7): creates (no id) or updates an account; answers the saved account. */
export function saveContaEmail(body: ContaEmailForm, action?: ActionKey): Promise<Answered<ContaEmail>> {
  return api.sendForAnswer('contaEmailSalvar', contaEmailSchema, { body, action });
}

export function useSaveContaEmail() {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: ContaEmailForm) => saveContaEmail(body, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [contasEmailKey] }),
  });
}
