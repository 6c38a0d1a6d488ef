import {
  contaEmailOauth2StatusSchema,
  oauth2AuthUrlSchema,
  oauth2CallbackResultSchema,
  oauth2RedirectUrlSchema,
} from '@ocupacional/shared';
import type { ContaEmailOauth2Status } from '@ocupacional/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';
import { contasEmailKey } from './get-contas-email';

/*
 * The OAuth2 connection of an account (spec 2 §4, §7; docs/api/mail.md "OAuth2"): consent terms, the provider's
 * authorization address, the callback, the status and the revoke. The calls are small and used together, so they
 * share this file.
 */

/** GET conta-email/{id}/oauth2/status: connected, authorization error or pending. */
export function getOauth2Status(id: string, signal?: AbortSignal): Promise<ContaEmailOauth2Status> {
  return api.get('contaEmailOauth2Status', contaEmailOauth2StatusSchema, { params: { id }, signal, silent: true });
}

export function getOauth2StatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: [contasEmailKey, 'oauth2', id],
    queryFn: ({ signal }) => getOauth2Status(id, signal),
  });
}

/** POST conta-email/{id}/oauth2/salvar {termos_aceitos: 1}: the consent terms were accepted. */
export function acceptOauth2Terms(id: string): Promise<{ conta_email_id: string }> {
  return api.send('contaEmailOauth2Salvar', z.object({ conta_email_id: z.string() }), {
    params: { id },
    body: { termos_aceitos: 1 },
  });
}

/** GET conta-email/{id}/oauth2/iniciar: the provider's address, for the 500×600 popup. */
export function getOauth2AuthUrl(id: string): Promise<z.infer<typeof oauth2AuthUrlSchema>> {
  return api.get('contaEmailOauth2Iniciar', oauth2AuthUrlSchema, { params: { id } });
}

/** GET conta-email/oauth2/iniciar?id=: the address the start page navigates to. Silent: the page shows errors. */
export function getOauth2RedirectUrl(id: string | null): Promise<z.infer<typeof oauth2RedirectUrlSchema>> {
  return api.get('contaEmailOauth2Redirect', oauth2RedirectUrlSchema, { query: { id: id ?? undefined }, silent: true });
}

/** GET oauth2/callback?code&state, as the provider sent them. Silent: the callback page shows errors. */
export function sendOauth2Callback(query: {
  code: string | null;
  state: string | null;
}): Promise<z.infer<typeof oauth2CallbackResultSchema>> {
  return api.get('oauth2Callback', oauth2CallbackResultSchema, {
    query: { code: query.code ?? undefined, state: query.state ?? undefined },
    silent: true,
  });
}

/** POST conta-email/{id}/oauth2/revogar: disconnects; answers the (pending) status. */
export function revokeOauth2(id: string): Promise<Answered<ContaEmailOauth2Status>> {
  return api.sendForAnswer('contaEmailOauth2Revogar', contaEmailOauth2StatusSchema, { params: { id }, body: {} });
}
