import type { LoteEmail } from '@ocupacional/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';
import { destinatarioSchema } from './lote-schemas';
import type { Destinatario } from './lote-schemas';
import { lotesKey } from './get-lotes';

const enviadosSchema = z.array(z.object({ destinatario: z.string(), enviado: z.boolean() }));

/** POST esocial/lotes/{id}/email {destinatario: 'a@x.com; b@y.com'}: each address gets the public download link. */
export function sendLoteEmail(
  tenant: string | undefined,
  id: string,
  body: LoteEmail,
): Promise<Answered<z.infer<typeof enviadosSchema>>> {
  return api.sendForAnswer('esocialLoteEmail', enviadosSchema, { tenant, params: { id }, body });
}

/** GET esocial/lotes/{id}/email: the recipients of the lote's e-mails and whether they downloaded the file. */
export function getDestinatarios(tenant: string | undefined, id: string, signal?: AbortSignal): Promise<Destinatario[]> {
  return api.get('esocialLoteDestinatarios', z.array(destinatarioSchema), { tenant, signal, params: { id } });
}

export function getDestinatariosQueryOptions(tenant: string | undefined, id: string) {
  return queryOptions({
    queryKey: [lotesKey, 'destinatarios', tenant ?? null, id],
    queryFn: ({ signal }) => getDestinatarios(tenant, id, signal),
  });
}

export function useDestinatarios(tenant: string | undefined, id: string) {
  return useQuery(getDestinatariosQueryOptions(tenant, id));
}

export function useSendLoteEmail(tenant: string | undefined, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoteEmail) => sendLoteEmail(tenant, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [lotesKey, 'destinatarios'] }),
  });
}
