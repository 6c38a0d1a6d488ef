/**
 * The API route manifest: every HTTP route of the product, declared once. The CDK stack turns it into HTTP API
 * routes, the local gateway serves it, the functions' routers dispatch on it and the web client builds its URLs
 * from it.
 */

import type { PointType } from './areas';

/** Every API path starts here; CloudFront sends /sst/api/* to the HTTP API. */
export const apiPrefix = '/sst/api';

/** The Lambda functions that serve API routes, one per bounded context. */
export const apiFunctions = ['platform'] as const;
export type ApiFunctionId = (typeof apiFunctions)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface ApiRoute {
  /** A stable name for the route, used by the web client and in logs. Web-area twins are named web.<id>. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path after the prefix (and after /{tenant} for tenant routes), with {param} placeholders. */
  readonly path: string;
  /** Whether the path carries the tenant as its first segment (the empresa, credenciada and parceiro areas). */
  readonly tenant: boolean;
  /** The function (bounded context) that serves the route. */
  readonly fn: ApiFunctionId;
  /** Whether a verified session is required. */
  readonly auth: boolean;
  /** The areas whose sessions may call the route; omitted means every area that can reach the path. */
  readonly areas?: readonly PointType[];
  /** Access-module number the user needs (administrators pass). */
  readonly module?: number;
  /** Permission number the user needs (administrators pass). */
  readonly permission?: number;
  /** Package the tenant must have contracted. */
  readonly package?: number;
  /** A delete: a refused permission answers the spec's delete message. */
  readonly deletes?: boolean;
  /** Largest request body accepted, in bytes; larger answers 413 (default {@link defaultMaxBodyBytes}). */
  readonly maxBodyBytes?: number;
  /** Rate-limit bucket: login-like routes get a much stricter limit. */
  readonly rateLimit?: 'login' | 'default';
}

/** Default body limit: Lambda's synchronous payload is 6 MB; forms never need more than this. */
export const defaultMaxBodyBytes = 1024 * 1024;

type RouteSpec = Omit<ApiRoute, 'tenant'>;

/**
 * A route served to the tenant areas under /{tenant}/… and to the web area without a tenant (spec 1 §7: "and the
 * tenant (not for the web area)"): two API Gateway routes, ids `<id>` and `web.<id>`.
 */
function inEveryArea<const R extends RouteSpec>(
  route: R,
): readonly [R & { readonly tenant: true }, Omit<R, 'id'> & { readonly id: `web.${R['id']}`; readonly tenant: false }] {
  return [
    { ...route, tenant: true },
    { ...route, id: `web.${route.id}`, tenant: false },
  ] as const as never;
}

export const apiRoutes = [
  { id: 'health', method: 'GET', path: '/health', tenant: false, fn: 'platform', auth: false },
  // Sessions (spec 1 §7)
  ...inEveryArea({ id: 'login', method: 'POST', path: '/login', fn: 'platform', auth: false, rateLimit: 'login' }),
  ...inEveryArea({
    id: 'recuperarSenha',
    method: 'POST',
    path: '/recuperar-senha',
    fn: 'platform',
    auth: false,
    rateLimit: 'login',
  }),
  ...inEveryArea({ id: 'logout', method: 'POST', path: '/usuario/logout', fn: 'platform', auth: true }),
  ...inEveryArea({ id: 'sessao', method: 'GET', path: '/usuario/sessao', fn: 'platform', auth: true }),
  {
    id: 'meuCadastro',
    method: 'GET',
    path: '/meu-cadastro',
    tenant: true,
    fn: 'platform',
    auth: true,
    areas: ['empresa', 'credenciada'],
  },
  {
    id: 'meuCadastroSalvar',
    method: 'POST',
    path: '/meu-cadastro',
    tenant: true,
    fn: 'platform',
    auth: true,
    areas: ['empresa', 'credenciada'],
  },
  // The shell (spec 1 §7)
  ...inEveryArea({ id: 'config', method: 'GET', path: '/config', fn: 'platform', auth: false }),
  ...inEveryArea({ id: 'menu', method: 'GET', path: '/usuario/menu', fn: 'platform', auth: true }),
  ...inEveryArea({ id: 'env', method: 'GET', path: '/common/env', fn: 'platform', auth: false }),
  ...inEveryArea({ id: 'estados', method: 'GET', path: '/common/estado', fn: 'platform', auth: true }),
  ...inEveryArea({ id: 'cidades', method: 'GET', path: '/common/cidade/{id_estado}', fn: 'platform', auth: true }),
  ...inEveryArea({ id: 'cep', method: 'GET', path: '/common/cep/{cep}', fn: 'platform', auth: true }),
  ...inEveryArea({ id: 'cnae', method: 'GET', path: '/common/cnae', fn: 'platform', auth: true }),
  ...inEveryArea({ id: 'tipoParent', method: 'POST', path: '/tipo/parent', fn: 'platform', auth: true }),
] as const satisfies readonly ApiRoute[];

export type ApiRouteId = (typeof apiRoutes)[number]['id'];

/** A route of the manifest by id. */
export function apiRoute<I extends ApiRouteId>(id: I): Extract<(typeof apiRoutes)[number], { id: I }> {
  const route = apiRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route as Extract<(typeof apiRoutes)[number], { id: I }>;
}

/** The full path of a route as API Gateway declares it, e.g. GET /sst/api/{tenant}/funcionario/0/{id}. */
export function routePath(route: Pick<ApiRoute, 'path' | 'tenant'>): string {
  return `${apiPrefix}${route.tenant ? '/{tenant}' : ''}${route.path}`;
}

/** API Gateway's route key, e.g. 'GET /sst/api/health'. */
export function routeKey(route: Pick<ApiRoute, 'method' | 'path' | 'tenant'>): string {
  return `${route.method} ${routePath(route)}`;
}

/** Fills a route's {param} placeholders, encoding each value. */
export function buildPath(
  route: Pick<ApiRoute, 'path' | 'tenant'>,
  params: Record<string, string | number> = {},
): string {
  return routePath(route).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Finds the route a request path and method match, with its path parameters decoded.
 * Literal segments win over placeholders, as in API Gateway.
 */
export function matchRoute<R extends Pick<ApiRoute, 'method' | 'path' | 'tenant'>>(
  routes: readonly R[],
  method: string,
  path: string,
): { route: R; pathParameters: Record<string, string> } | undefined {
  const requestSegments = path.replace(/\/+$/, '').split('/');
  let best: { route: R; pathParameters: Record<string, string>; literals: number } | undefined;
  for (const route of routes) {
    if (route.method !== method) continue;
    const segments = routePath(route).split('/');
    if (segments.length !== requestSegments.length) continue;
    const pathParameters: Record<string, string> = {};
    let literals = 0;
    const matches = segments.every((segment, i) => {
      const actual = requestSegments[i] ?? '';
      const placeholder = /^\{(\w+)\}$/.exec(segment);
      if (placeholder) {
        if (actual === '') return false;
        pathParameters[placeholder[1] as string] = safeDecode(actual);
        return true;
      }
      literals += 1;
      return segment === actual;
    });
    if (matches && (!best || literals > best.literals)) best = { route, pathParameters, literals };
  }
  return best && { route: best.route, pathParameters: best.pathParameters };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
