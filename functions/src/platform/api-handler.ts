import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import type { Route } from '@middy/http-router';
import { makeHandlerIdempotent } from '@aws-lambda-powertools/idempotency/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { apiRoutes, compareRouteSpecificity, routePath, type ApiFunctionId, type ApiRoute } from '@ocupacional/shared';
import { clientIpLogging } from './client-ip';
import { httpErrorHandler } from './error-handler';
import {
  authenticate,
  authorize,
  bodyLimit,
  clientVersion,
  csrfGuard,
  pathParameterLimit,
  rateLimit,
  requestKeyScope,
  type RouteContext,
} from './guards';
import { HttpError } from './http';
import { idempotencyConfig, idempotencyPersistence } from './idempotency';
import { routeNotFoundMessage } from './messages';
import { originCheck } from './origin-verify';
import { meterReads, readMeterHeaders } from './read-meter';
import { requestLogging } from './request-logging';

type ApiEvent = APIGatewayProxyEventV2;
type ApiResult = APIGatewayProxyResultV2;

/** A route's handler: thin — parse, call the domain, answer. The guards have run; `context` carries the session. */
export type RouteHandler = (event: ApiEvent, context: RouteContext) => Promise<ApiResult>;

type ManifestRoute = (typeof apiRoutes)[number];
/** The base id of a route: a web-area twin `web.<id>` is served by the handler of `<id>`. */
type BaseId<I extends string> = I extends `web.${infer Base}` ? Base : I;
/** The ids of the manifest routes served by one bounded context. */
export type RouteIdOf<F extends ApiFunctionId> = BaseId<Extract<ManifestRoute, { fn: F }>['id']>;

function baseId(id: string): string {
  return id.startsWith('web.') ? id.slice(4) : id;
}

/**
 * Every route's chain, in order: body limit (413), over-long path parameters (404), client version and request
 * signature (426), the CSRF guard of cookie-authenticated requests (415 when not JSON, 400 for a state-changing GET
 * without the app's header), the request key (a repeat answers the first answer, without acting again), session
 * and tenant (401/404), rate limit (429), module/permission/package (403), then the handler.
 */
export function guardedRoute(route: ApiRoute, handler: RouteHandler) {
  // The error handler comes first so its onError runs last, after idempotency has released the request key.
  const chain = middy<ApiEvent, ApiResult, Error, RouteContext>()
    .use(httpErrorHandler() as unknown as middy.MiddlewareObj<ApiEvent, ApiResult, Error, RouteContext>)
    .use(bodyLimit(route))
    .use(pathParameterLimit())
    .use(clientVersion())
    .use(csrfGuard(route));
  if (route.method !== 'GET') {
    chain.use(requestKeyScope(route)).use(
      makeHandlerIdempotent({
        get persistenceStore() {
          return idempotencyPersistence();
        },
        config: idempotencyConfig,
      }),
    );
  }
  return chain
    .use(authenticate(route))
    .use(rateLimit(route))
    .use(authorize(route))
    .handler(async (event, context) => {
      // The handler's own reads, not the guards' (session, rate limit): what its list or change costs.
      const { result, reads } = await meterReads(() => handler(event, context));
      const headers = readMeterHeaders(reads);
      if (typeof result === 'string' || !Object.keys(headers).length) return result;
      return { ...result, headers: { ...result.headers, ...headers } };
    });
}

/**
 * Builds a bounded context's Lambda handler from the route manifest: every route the manifest assigns to `fn`
 * must have a handler here (the type enforces it), web-area twins share their handler, and the middy router
 * dispatches on method and path.
 *
 * @example
 * export const handler = createApiHandler('platform', { health: getHealth, login, ... });
 */
export function createApiHandler<F extends ApiFunctionId>(
  fn: F,
  handlers: Record<RouteIdOf<F>, RouteHandler>,
): middy.MiddyfiedHandler<ApiEvent, ApiResult> {
  // middy's router tries the routes with placeholders in order, so the most specific ones go first: as in API
  // Gateway and matchRoute, /{tenant}/esocial/lotes must win over /{tenant}/esocial/{layout}.
  const routes: Route<ApiEvent, ApiResult>[] = apiRoutes
    .filter((route) => route.fn === fn)
    .sort((a, b) => compareRouteSpecificity(routePath(b), routePath(a)))
    .map((route) => ({
      method: route.method,
      path: routePath(route),
      handler: guardedRoute(route, handlers[baseId(route.id) as RouteIdOf<F>]) as unknown as Route<ApiEvent, ApiResult>['handler'],
    }));
  const router = httpRouterHandler<ApiEvent, ApiResult>({
    routes,
    notFoundResponse: () => {
      throw new HttpError(404, routeNotFoundMessage);
    },
  });
  // The origin check first: a request that skipped CloudFront is refused before any route, guard or read.
  return middy<ApiEvent, ApiResult>()
    .use(requestLogging())
    .use(httpErrorHandler())
    .use(originCheck())
    .use(clientIpLogging())
    .handler((event, context, options) => {
      // The path parameters are the manifest's, read by the router: API Gateway's routes are fewer and coarser
      // (infra/lib/gateway-routes.ts), and the router would merge theirs over its own.
      delete event.pathParameters;
      return router(event, context, options);
    });
}
