import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { areaRoot, clientNotFoundRoute, homeRoute, notFoundRoute } from './common';

/** The empresa area's route table; the tenant is the first path segment (spec 1 §2). */
export function createEmpresaRoutes(queryClient: QueryClient): RouteObject[] {
  return areaRoot([
    clientNotFoundRoute('empresa'),
    homeRoute('empresa', queryClient, { path: ':tenant' }),
    notFoundRoute('empresa'),
  ]);
}
