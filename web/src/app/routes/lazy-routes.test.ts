import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { areas } from '../../lib/area';
import type { Area } from '../../lib/area';
import { buildRoutes } from './build-routes';
import type { RouteHandle } from './route-tree';
import { routeTables } from './tables';

/*
 * Issue 17: each screen is a chunk loaded when its route is first shown. The routes carry `lazy` functions, never a
 * page component, and a page's module is not evaluated until its route's `lazy` runs.
 */

// Stand-ins that record when their module is evaluated: the router's definition must not evaluate any of them.
const evaluated = vi.hoisted(() => [] as string[]);
vi.mock('../pages/privacy-policy-page', () => {
  evaluated.push('privacy-policy-page');
  return { PrivacyPolicyPage: () => null };
});
vi.mock('../../features/funcionarios/components/funcionarios-page', () => {
  evaluated.push('funcionarios-page');
  return { FuncionariosPage: () => null };
});
vi.mock('../layouts/main-layout', () => {
  evaluated.push('main-layout');
  return { MainLayout: () => null };
});

function flatten(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

function routesOf(area: Area): RouteObject[] {
  return flatten(buildRoutes(area, new QueryClient()));
}

function named(routes: readonly RouteObject[], name: string): RouteObject[] {
  return routes.filter((route) => (route.handle as RouteHandle | undefined)?.name === name);
}

async function componentOf(route: RouteObject): Promise<unknown> {
  if (typeof route.lazy !== 'function') throw new Error(`${String(route.id ?? route.path)} is not lazy`);
  return (await route.lazy()).Component;
}

describe('lazy routes', () => {
  it.each(areas)('mounts every route of the %s table as a lazy route without a component', (area) => {
    // Prepare
    const routes = routesOf(area);

    // Act
    const mounted = routeTables[area].flatMap((route) => named(routes, route.name));

    // Assess
    const paths = routeTables[area].flatMap((route) => [route.path, ...(route.alsoAt ?? [])]);
    expect(mounted).toHaveLength(paths.length);
    for (const route of mounted) {
      expect(typeof route.lazy).toBe('function');
      expect(route.Component).toBeUndefined();
      expect(route.element).toBeUndefined();
    }
  });

  it.each(areas)('loads the session layout of %s lazily', (area) => {
    // Act
    const layout = routesOf(area).find((route) => route.id === `${area}.layout`);

    // Assess
    expect(typeof layout?.lazy).toBe('function');
    expect(layout?.Component).toBeUndefined();
  });

  it('evaluates a page module only when its route is first shown', async () => {
    // Prepare
    const webRoutes = routesOf('web');
    const empresaRoutes = routesOf('empresa');
    const [privacy] = named(webRoutes, 'web.politica-de-privacidade');
    const [funcionarios] = named(empresaRoutes, 'empresa.funcionario');
    const layout = empresaRoutes.find((route) => route.id === 'empresa.layout');
    if (!privacy || !funcionarios || !layout) throw new Error('route not found');
    expect(evaluated).toEqual([]);

    // Act
    const privacyPage = await componentOf(privacy);
    const evaluatedAfterPrivacy = [...evaluated];
    const funcionariosPage = await componentOf(funcionarios);
    const mainLayout = await componentOf(layout);

    // Assess
    expect(evaluatedAfterPrivacy).toEqual(['privacy-policy-page']);
    expect(evaluated).toEqual(['privacy-policy-page', 'funcionarios-page', 'main-layout']);
    expect(privacyPage).toBe((await import('../pages/privacy-policy-page')).PrivacyPolicyPage);
    expect(funcionariosPage).toBe(
      (await import('../../features/funcionarios/components/funcionarios-page')).FuncionariosPage,
    );
    expect(mainLayout).toBe((await import('../layouts/main-layout')).MainLayout);
  });
});
