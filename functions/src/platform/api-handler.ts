import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import type { Route } from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { apiRoutes, routePath, type ApiFunctionId } from '@ocupacional/shared';
import { httpErrorHandler } from './error-handler';
import { HttpError } from './http';
import { requestLogging } from './request-logging';

type ApiEvent = APIGatewayProxyEventV2;
type ApiResult = APIGatewayProxyResultV2;
export type RouteHandler = (event: ApiEvent) => Promise<ApiResult>;

/** The ids of the manifest routes served by one bounded context. */
export type RouteIdOf<F extends ApiFunctionId> = Extract<(typeof apiRoutes)[number], { fn: F }>['id'];

/**
 * Builds a bounded context's Lambda handler from the route manifest: every route the manifest assigns to `fn`
 * must have a handler here (the type enforces it), and the middy router dispatches on method and path.
 *
 * @example
 * export const handler = createApiHandler('platform', { health: getHealth });
 */
export function createApiHandler<F extends ApiFunctionId>(
  fn: F,
  handlers: Record<RouteIdOf<F>, RouteHandler>,
): middy.MiddyfiedHandler<ApiEvent, ApiResult> {
  const routes: Route<ApiEvent, ApiResult>[] = apiRoutes
    .filter((route) => route.fn === fn)
    .map((route) => ({
      method: route.method,
      path: routePath(route),
      handler: handlers[route.id as RouteIdOf<F>],
    }));
  const router = httpRouterHandler<ApiEvent, ApiResult>({
    routes,
    notFoundResponse: () => {
      throw new HttpError(404, 'Rota não encontrada');
    },
  });
  return middy<ApiEvent, ApiResult>().use(requestLogging()).use(httpErrorHandler()).handler(router);
}
