import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { areaRoot, homeRoute, notFoundRoute } from './common';

/** The web (back-office) area's route table; this area has no tenant in its paths. */
export function createWebRoutes(queryClient: QueryClient): RouteObject[] {
  return areaRoot([homeRoute('web', queryClient, { index: true }), notFoundRoute('web')]);
}
