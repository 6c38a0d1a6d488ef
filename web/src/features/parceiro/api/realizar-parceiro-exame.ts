import { parceiroExameSchema } from '@ocupacional/shared';
import type { ParceiroExame, ParceiroRealizarInput } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { parceiroExamesKey } from './get-parceiro-exames';

/** POST parceiro/exame/{id}/realizar ('Marcar como realizado'): the exam as it now stands, with the server's message. */
export function realizarParceiroExame(tenant: string | undefined, id: string, body: ParceiroRealizarInput) {
  return api.sendForAnswer('parceiroExameRealizar', parceiroExameSchema, { tenant, params: { id }, body });
}

/** The marking as a mutation: the list and the exam are read again afterwards. */
export function useRealizarParceiroExame(tenant: string | undefined, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ParceiroRealizarInput) => realizarParceiroExame(tenant, id, body),
    onSuccess: (answer) => {
      client.setQueryData<ParceiroExame>([parceiroExamesKey, 'exame', tenant ?? null, id], answer.data);
      void client.invalidateQueries({ queryKey: [parceiroExamesKey] });
    },
  });
}
