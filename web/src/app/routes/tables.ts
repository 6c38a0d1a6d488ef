import { tenantIdPattern } from '@ocupacional/shared';
import type { Area } from '../../lib/area';
import { credenciadaRoutes } from './credenciada';
import { empresaRoutes } from './empresa';
import { parceiroRoutes } from './parceiro';
import { fillPath } from './route-table';
import type { AreaRoute } from './route-table';
import { webRoutes } from './web';

/** Each area's route table, chosen by host name (spec 1 §2). */
export const routeTables: Readonly<Record<Area, readonly AreaRoute[]>> = {
  web: webRoutes,
  empresa: empresaRoutes,
  credenciada: credenciadaRoutes,
  parceiro: parceiroRoutes,
};

/** Where a valid session lands: the consultation list in the tenant areas (spec 1 §2), the home in web. */
export const defaultRouteName: Readonly<Record<Area, string>> = {
  web: 'web.home',
  empresa: 'empresa.consulta',
  credenciada: 'credenciada.consulta',
  parceiro: 'parceiro.consulta',
};

/** The route of an area with this name or alias. */
export function findRoute(area: Area, name: string): AreaRoute | undefined {
  return routeTables[area].find((route) => route.name === name || route.aliases?.includes(name));
}

/** The area's base path: '/{tenant}' in the per-tenant areas, '' in web. */
export function areaBase(area: Area, tenant: string | undefined): string {
  if (area === 'web') return '';
  if (!tenant) throw new Error(`the ${area} area needs a tenant`);
  return `/${encodeURIComponent(tenant)}`;
}

/**
 * The URL of a named route (like Vue Router's named routes, which the spec's names come from).
 *
 * @example urlFor('empresa', 'empresa.consulta.edt', { tenant: 'demo', params: { consulta: 12 } }) // '/demo/consultas/editar/12'
 */
export function urlFor(
  area: Area,
  name: string,
  options: { tenant?: string; params?: Readonly<Record<string, string | number | undefined>> } = {},
): string {
  const route = findRoute(area, name);
  if (!route) throw new Error(`unknown route ${name} in the ${area} area`);
  const path = fillPath(route.path, options.params);
  return `${areaBase(area, options.tenant)}/${path}`;
}

/**
 * The area's login, with the address to come back to after logging in (only a path of this site: an absolute
 * URL in `redirect` would send the user elsewhere).
 */
export function loginUrl(area: Area, tenant: string | undefined, comeBackTo?: string): string {
  const login = urlFor(area, `${area}.login`, { tenant });
  return comeBackTo && isLocalPath(comeBackTo) ? `${login}?redirect=${encodeURIComponent(comeBackTo)}` : login;
}

/** Where to go after logging in: the `redirect` query when it is a path of this site, else the default page. */
export function afterLoginUrl(area: Area, tenant: string | undefined, redirect: string | null | undefined): string {
  if (redirect && isLocalPath(redirect)) return redirect;
  return urlFor(area, defaultRouteName[area], { tenant });
}

function isLocalPath(path: string): boolean {
  // '/x' yes; '//evil.example' and '/\evil.example' are protocol-relative URLs to another host.
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Whether the first segment of a per-tenant URL can be a tenant. A page path typed without the tenant
 * ('/login', '/consultas') or a segment no tenant id can have is an incomplete address (spec 1 §2, the
 * missing-address page), not a client to look up.
 */
export function isTenantSegment(area: Area, segment: string): boolean {
  if (!tenantIdPattern.test(segment)) return false;
  const pagePaths = routeTables[area].flatMap((route) => [route.path, ...(route.alsoAt ?? [])]);
  return !pagePaths.some((path) => path.split('/')[0] === segment);
}
