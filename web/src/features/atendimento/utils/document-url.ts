import { apiPrefix } from '@ocupacional/shared';

/**
 * A document link the API hands out (the generated ASO, the FEMO PDF) as the browser opens it in a new tab: the
 * API's absolute path as given; a path relative to the API base (`consulta/aso/{hash}`) under the area's API base.
 * The session cookie goes with the new tab (same origin), so no token travels in the address.
 *
 * @example documentUrl('consulta/aso/ab12', '/sst/api/demo') // '/sst/api/demo/consulta/aso/ab12'
 */
export function documentUrl(url: string, apiBase: string): string {
  if (/^(https?:)?\//.test(url)) return url;
  return `${apiBase.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The area's API base: '/sst/api' plus the tenant in the tenant areas. */
export function apiBaseOf(tenant: string | undefined): string {
  return tenant ? `${apiPrefix}/${encodeURIComponent(tenant)}` : apiPrefix;
}
