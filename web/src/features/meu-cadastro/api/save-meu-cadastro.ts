import type { MeuCadastroInput } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';
import { sessionQueryKey } from '../../../lib/session';

/** POST meu-cadastro (spec 1 §7): the record and, when the three password fields are filled, the new password. */
export function saveMeuCadastro(tenant: string | undefined, body: MeuCadastroInput, action?: ActionKey): Promise<{ id: string }> {
  return api.send('meuCadastroSalvar', z.object({ id: z.string() }), { tenant, body, action });
}

/** The save; the header's names (point and user) come from the session, so it is read again. */
export function useSaveMeuCadastro(tenant: string | undefined) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: MeuCadastroInput) => saveMeuCadastro(tenant, body, action),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['meu-cadastro', tenant ?? null] });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey(tenant) });
    },
  });
}
