import type { LoteGerar } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';
import { lotesKey } from './get-lotes';

/**
 * POST esocial/lotes/gerar (spec 2 §2 "Generate batch modal"): starts the generation in the background and answers
 * 'Processo de cadastro do LOTE iniciado em segundo plano…'.
 */
export function gerarLote(tenant: string | undefined, body: LoteGerar): Promise<Answered<{ id: string }>> {
  return api.sendForAnswer('esocialLoteGerar', z.object({ id: z.string() }), { tenant, body });
}

export function useGerarLote(tenant: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoteGerar) => gerarLote(tenant, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [lotesKey] }),
  });
}
