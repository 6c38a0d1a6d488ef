import { consultaExternaLoteResultSchema } from '@ocupacional/shared';
import type { ConsultaExternaLoteInput } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';
import { consultasExternasKey } from './get-consultas-externas';

/**
 * POST consulta/externa/lote (spec 1 §7): the batch is accepted at once and processed in the background; each
 * consultation shows in the list as 194, then 54 (or 195 with the reason).
 */
export function createLote(
  tenant: string | undefined,
  body: ConsultaExternaLoteInput,
  action?: ActionKey,
): Promise<{ id_lote: string; total: number }> {
  return api.send('consultaExternaLote', consultaExternaLoteResultSchema, { tenant, body, action });
}

export function useCreateLote(tenant: string | undefined) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: ConsultaExternaLoteInput) => createLote(tenant, body, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [consultasExternasKey] }),
  });
}
