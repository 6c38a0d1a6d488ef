import { funcionarioSaveResultSchema } from '@ocupacional/shared';
import type { FuncionarioFormInput, FuncionarioSaveResult } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';
import { ActionKey } from '../../../lib/request-key';
import { funcionariosKey } from '../../../lookups/api/get-funcionarios';

/**
 * POST funcionario/0/editar (spec 1 §7): creates (no id) or updates an employee. Answers `{id, cadastrado}` with
 * the message: `cadastrado` true (and no id) when the CPF is already registered, the message asking whether to
 * transfer that employee; resending with created_user 1 moves it (docs/api/company-portal.md).
 */
export function saveFuncionario(
  tenant: string | undefined,
  body: FuncionarioFormInput,
  action?: ActionKey,
): Promise<Answered<FuncionarioSaveResult>> {
  return api.sendForAnswer('funcionarioSalvar', funcionarioSaveResultSchema, { tenant, body, action });
}

/** The save of the employee form; a saved employee refreshes the lists and its own record. */
export function useSaveFuncionario(tenant: string | undefined) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: FuncionarioFormInput) => saveFuncionario(tenant, body, action),
    onSuccess: async ({ data }) => {
      if (!data.id) return;
      await queryClient.invalidateQueries({ queryKey: [funcionariosKey] });
      await queryClient.invalidateQueries({ queryKey: ['funcionario', tenant ?? null, data.id] });
    },
  });
}
