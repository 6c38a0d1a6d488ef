import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { Area } from './area';
import { createCredenciadaRoutes } from './routes/credenciada';
import { createEmpresaRoutes } from './routes/empresa';
import { createParceiroRoutes } from './routes/parceiro';
import { createWebRoutes } from './routes/web';

const routeTables: Record<Area, (queryClient: QueryClient) => RouteObject[]> = {
  web: createWebRoutes,
  empresa: createEmpresaRoutes,
  credenciada: createCredenciadaRoutes,
  parceiro: createParceiroRoutes,
};

/** The router of one area, in history mode (spec 1 §2). */
export function AppRouter({ area }: { area: Area }) {
  const queryClient = useQueryClient();
  // Built once: a new router would reset navigation state on every render.
  const router = useMemo(() => createBrowserRouter(routeTables[area](queryClient)), [area, queryClient]);
  return <RouterProvider router={router} />;
}
