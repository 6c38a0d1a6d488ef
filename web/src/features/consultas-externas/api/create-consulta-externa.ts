import { consultaExternaSavedSchema } from '@ocupacional/shared';
import type { ConsultaExternaCadastroInput } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';
import { consultasExternasKey } from './get-consultas-externas';

/** PUT consulta/externa/cadastrar (spec 1 §7): saves the consultation (status 54); answers its id. */
export function createConsultaExterna(
  tenant: string | undefined,
  body: ConsultaExternaCadastroInput,
  action?: ActionKey,
): Promise<{ id: string }> {
  return api.send('consultaExternaCadastrar', consultaExternaSavedSchema, { tenant, body, action });
}

export function useCreateConsultaExterna(tenant: string | undefined) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: ConsultaExternaCadastroInput) => createConsultaExterna(tenant, body, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [consultasExternasKey] }),
  });
}
