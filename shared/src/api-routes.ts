/**
 * The API route manifest: every HTTP route of the product, declared once. The CDK stack turns it into HTTP API
 * routes, the local gateway serves it, the functions' routers dispatch on it and the web client builds its URLs
 * from it.
 */

/** Every API path starts here; CloudFront sends /sst/api/* to the HTTP API. */
export const apiPrefix = '/sst/api';

/** The Lambda functions that serve API routes, one per bounded context. */
export const apiFunctions = ['platform'] as const;
export type ApiFunctionId = (typeof apiFunctions)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface ApiRoute {
  /** A stable name for the route, used by the web client and in logs. */
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
}

export const apiRoutes = [
  { id: 'health', method: 'GET', path: '/health', tenant: false, fn: 'platform', auth: false },
] as const satisfies readonly ApiRoute[];

export type ApiRouteId = (typeof apiRoutes)[number]['id'];

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
