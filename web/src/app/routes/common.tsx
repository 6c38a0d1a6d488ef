import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { getHealthQueryOptions } from '../../features/health/api/get-health';
import { PageLoader } from '../../ui/page-loader';
import type { Area } from '../area';
import { ErrorPage } from '../pages/error-page';
import { NotFoundPage } from '../pages/not-found-page';

/** Route names follow the spec's '{area}.{screen}' form (spec 1 §2), e.g. 'empresa.home'. */
export interface RouteHandle {
  name: string;
}

/** The root of an area's table: error boundary and the fallback shown while the first lazy route loads. */
export function areaRoot(children: RouteObject[]): RouteObject[] {
  return [{ path: '/', ErrorBoundary: ErrorPage, HydrateFallback: PageLoader, children }];
}

/** The area's home; its loader starts the health query while the page's chunk downloads. */
export function homeRoute(area: Area, queryClient: QueryClient, at: { index: true } | { path: string }): RouteObject {
  const handle: RouteHandle = { name: `${area}.home` };
  return {
    ...at,
    handle,
    loader: () => {
      // Not awaited: the page shows its own loading state rather than holding the navigation.
      void queryClient.prefetchQuery(getHealthQueryOptions());
      return null;
    },
    lazy: async () => ({ Component: (await import('../pages/home-page')).HomePage }),
  };
}

/** The root path of a per-tenant area, which lacks the tenant (spec 1 §2). */
export function clientNotFoundRoute(area: Area): RouteObject {
  const handle: RouteHandle = { name: `${area}.client-not-found` };
  return {
    index: true,
    handle,
    lazy: async () => ({ Component: (await import('../pages/client-not-found-page')).ClientNotFoundPage }),
  };
}

/** Any path the area's table does not know; not lazy, as the error page already bundles it. */
export function notFoundRoute(area: Area): RouteObject {
  const handle: RouteHandle = { name: `${area}.not-found` };
  return { path: '*', handle, Component: NotFoundPage };
}
