import { api } from '../../../lib/api';

/**
 * The referral guide's PDF, GET consulta/externa/guia/{hash} (spec 1 §7: "opened in a new tab with a token
 * query"), where the hash is the consultation id. The contract accepts the session token as `?token=`, but the
 * app never holds the token (it lives in the HttpOnly cookie scoped to /sst/api), and the new tab is on the same
 * origin, so the cookie authenticates it: no token travels in the address, where history and logs would keep it.
 */
export function guiaUrl(tenant: string | undefined, id: string): string {
  return api.url('consultaExternaGuia', { tenant, params: { hash: id } });
}

/** Opens the guide in a new tab. */
export function openGuia(tenant: string | undefined, id: string): void {
  window.open(guiaUrl(tenant, id), '_blank', 'noopener');
}
