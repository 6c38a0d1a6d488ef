import { femoViewSchema } from '@ocupacional/shared';
import type { FemoFormInput, FemoView } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';
import { atendimentoKey } from './query-keys';

/** POST consulta/femo/{id_con}/editar (spec 1 §3, §7): saves the FEMO; answers the saved view and its message. */
export async function saveFemo(
  tenant: string | undefined,
  idCon: number,
  body: FemoFormInput,
  action?: ActionKey,
): Promise<{ data: FemoView; msg: string }> {
  const answer = await api.sendForAnswer('credenciadaFemoSalvar', femoViewSchema, {
    tenant,
    params: { id_con: idCon },
    body,
    action,
  });
  return { data: answer.data as FemoView, msg: answer.msg };
}

export function useSaveFemo(tenant: string | undefined, idCon: number) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: FemoFormInput) => saveFemo(tenant, idCon, body, action),
    // The page reads the FEMO PDF link from the consultation.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [atendimentoKey] }),
  });
}
