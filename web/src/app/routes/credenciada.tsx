import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { areaRoot, clientNotFoundRoute, homeRoute, notFoundRoute } from './common';

/** The credenciada area's route table; the tenant is the first path segment (spec 1 §2). */
export function createCredenciadaRoutes(queryClient: QueryClient): RouteObject[] {
  return areaRoot([
    clientNotFoundRoute('credenciada'),
    homeRoute('credenciada', queryClient, { path: ':tenant' }),
    notFoundRoute('credenciada'),
  ]);
}
