import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { areaRoot, clientNotFoundRoute, homeRoute, notFoundRoute } from './common';

/** The parceiro area's route table; the tenant is the first path segment (spec 1 §2). */
export function createParceiroRoutes(queryClient: QueryClient): RouteObject[] {
  return areaRoot([
    clientNotFoundRoute('parceiro'),
    homeRoute('parceiro', queryClient, { path: ':tenant' }),
    notFoundRoute('parceiro'),
  ]);
}
