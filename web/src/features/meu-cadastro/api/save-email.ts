import type { EmpresaEmailInput } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';

/** POST email/0/editar (spec 1 §7): creates (no id) or updates an e-mail contact of the company. */
export function saveEmail(tenant: string | undefined, body: EmpresaEmailInput, action?: ActionKey): Promise<{ id: string }> {
  return api.send('emailSalvar', z.object({ id: z.string() }), { tenant, body, action });
}

export function useSaveEmail(tenant: string | undefined) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: EmpresaEmailInput) => saveEmail(tenant, body, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['empresa-emails', tenant ?? null] }),
  });
}
