import type { RouteObject } from 'react-router-dom';
import type { Area } from '../../lib/area';
import type { AreaRoute } from './route-table';
import { routeTables } from './tables';

/** What every route of the tree carries in its handle: the spec's name and the page title (spec 3 §2.3). */
export interface RouteHandle {
  readonly name: string;
  readonly title?: string;
}

type Piece = Omit<RouteObject, 'path' | 'index' | 'children' | 'handle' | 'id'>;

/** The components and loaders the tree mounts; build-routes.tsx gives the real ones, tests give stand-ins. */
export interface RouteTreeParts {
  /** The root: error boundary and the fallback shown while the first lazy route loads. */
  readonly root: Piece;
  /** The page of a route of the table. */
  screen(route: AreaRoute): Piece;
  /** The main layout around every route that needs a session; its loader checks the session. */
  readonly layout: Piece;
  /** The '/{tenant}' level of the per-tenant areas. */
  readonly tenant?: Piece;
  /** The root path of a per-tenant area, which lacks the tenant (spec 1 §2). */
  readonly clientNotFound: Piece;
  /** Any path the table does not know (spec 1 §2). */
  readonly notFound: Piece;
}

/**
 * The router's tree for an area: public routes (login, logout, privacy policy…) side by side with the main
 * layout, which holds every route that needs a session; the per-tenant areas nest it all under '/:tenant'.
 *
 * @example createBrowserRouter(routeTree('empresa', parts))
 */
export function routeTree(area: Area, parts: RouteTreeParts): RouteObject[] {
  const table = routeTables[area];
  const mount = (route: AreaRoute): RouteObject[] =>
    [route.path, ...(route.alsoAt ?? [])].map((path) => {
      const handle: RouteHandle = { name: route.name, title: route.title };
      const piece = { ...parts.screen(route), handle };
      return path === '' ? { ...piece, index: true } : { ...piece, path };
    });
  const notFound: RouteObject = { ...parts.notFound, path: '*', handle: { name: `${area}.not-found` } };
  const areaRoutes: RouteObject[] = [
    ...table.filter((route) => !route.auth).flatMap(mount),
    { ...parts.layout, id: `${area}.layout`, children: table.filter((route) => route.auth).flatMap(mount) },
    notFound,
  ];
  const children: RouteObject[] =
    area === 'web'
      ? areaRoutes
      : [
          { ...parts.clientNotFound, index: true, handle: { name: `${area}.client-not-found` } },
          { ...parts.tenant, id: `${area}.tenant`, path: ':tenant', children: areaRoutes },
        ];
  return [{ ...parts.root, id: `${area}.root`, path: '/', children }];
}
