import { apiRoutes, matchRoute, routePath, type ApiRoute } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { reservedTenantSlugs } from '../ops/tenant-provisioning';
import { gatewayRoutes, type GatewayRoute } from './gateway-routes';

/*
 * The HTTP API's routes must send every request to the function the manifest sends it to. API Gateway's precedence
 * between a greedy route and a less literal exact one is not documented precisely, so each request is judged under
 * two readings and both must agree with the manifest: (A) an exact route beats any greedy one, then more literal
 * segments, earlier first; (B) segment by segment from the left, a literal beats a variable beats a greedy tail.
 */

type Route = Pick<ApiRoute, 'method' | 'path' | 'tenant' | 'fn'>;

const segmentsOf = (path: string) => path.split('/').slice(1);
const isVariable = (segment: string) => segment.startsWith('{');
const isGreedy = (route: GatewayRoute) => route.path.endsWith('{proxy+}');

function candidates(routes: readonly GatewayRoute[], method: string, path: string): GatewayRoute[] {
  const request = segmentsOf(path);
  return routes.filter((route) => {
    if (route.method !== 'ANY' && route.method !== method) return false;
    const own = segmentsOf(route.path);
    const fixed = isGreedy(route) ? own.slice(0, -1) : own;
    if (isGreedy(route) ? request.length <= fixed.length : request.length !== fixed.length) return false;
    return fixed.every((segment, i) => isVariable(segment) || segment === request[i]);
  });
}

/** Per segment: 2 literal, 1 variable, 0 greedy tail; padded so longer greedy prefixes weigh more. */
function segmentScores(route: GatewayRoute, length: number): number[] {
  return Array.from({ length }, (_, i) => {
    const segment = segmentsOf(route.path)[i];
    if (segment === undefined || segment === '{proxy+}') return 0;
    return isVariable(segment) ? 1 : 2;
  });
}

const compareArrays = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
};

const readings = {
  exactFirst: (a: GatewayRoute, b: GatewayRoute, length: number) => {
    if (isGreedy(a) !== isGreedy(b)) return isGreedy(a) ? -1 : 1;
    const literals = (route: GatewayRoute) => segmentScores(route, length).filter((score) => score === 2).length;
    return literals(a) - literals(b) || compareArrays(segmentScores(a, length), segmentScores(b, length));
  },
  leftToRight: (a: GatewayRoute, b: GatewayRoute, length: number) => compareArrays(segmentScores(a, length), segmentScores(b, length)),
};

function gatewayChoice(routes: readonly GatewayRoute[], method: string, path: string, reading: keyof typeof readings) {
  const length = segmentsOf(path).length;
  const found = candidates(routes, method, path).sort((a, b) => {
    const byShape = readings[reading](b, a, length);
    // A route of the request's own method is more specific than ANY.
    return byShape || Number(b.method !== 'ANY') - Number(a.method !== 'ANY');
  });
  if (found.length > 1 && readings[reading](found[0]!, found[1]!, length) === 0 && found[0]!.method === found[1]!.method) {
    throw new Error(`two gateway routes tie for ${method} ${path}: ${found[0]!.path} and ${found[1]!.path}`);
  }
  return found[0];
}

/** The concrete requests a route stands for: plain values, and the literals a sibling uses at each variable's place. */
function requestsOf(route: Route, all: readonly GatewayRoute[]): string[] {
  const segments = segmentsOf(routePath(route));
  const literalsAt = (i: number) => new Set(all.map((g) => segmentsOf(g.path)[i]).filter((s): s is string => !!s && !isVariable(s)));
  const paths = [`/${segments.map((s, i) => (isVariable(s) ? `v${i}x` : s)).join('/')}`];
  segments.forEach((segment, i) => {
    // A tenant never takes a web-area name (reservedTenantSlugs), so the tenant's place is not tried with them.
    if (!isVariable(segment) || segment === '{tenant}') return;
    for (const literal of literalsAt(i)) {
      paths.push(`/${segments.map((s, j) => (j === i ? literal : isVariable(s) ? `v${j}x` : s)).join('/')}`);
    }
  });
  return paths;
}

function mismatches(manifest: readonly Route[]): string[] {
  const gateway = gatewayRoutes(manifest);
  const found: string[] = [];
  for (const route of manifest) {
    for (const path of requestsOf(route, gateway)) {
      // A path whose tenant place holds a web-area name is a web path: no tenant can have that name.
      const candidatesOfPath = reservedTenantSlugs.has(segmentsOf(path)[2] ?? '') ? manifest.filter((other) => !other.tenant) : manifest;
      const expected = matchRoute(candidatesOfPath, route.method, path)?.route.fn;
      for (const reading of Object.keys(readings) as (keyof typeof readings)[]) {
        const chosen = gatewayChoice(gateway, route.method, path, reading)?.fn;
        // A request the manifest answers must reach that function; one it does not may reach any (it answers 404).
        if (expected && chosen !== expected) found.push(`${reading}: ${route.method} ${path} → ${chosen ?? 'none'}, manifest ${expected}`);
      }
    }
  }
  return found;
}

describe('gatewayRoutes', () => {
  const web = { tenant: false } as const;
  const tenantArea = { tenant: true } as const;

  it('collapses a subtree of one function into ANY routes, except where a placeholder beside it (the tenant too) holds another function', () => {
    // Arrange
    const manifest: Route[] = [
      { ...web, method: 'GET', path: '/exame', fn: 'cadastro' },
      { ...web, method: 'GET', path: '/exame/excel', fn: 'planilha' },
      { ...web, method: 'GET', path: '/exame/{id}', fn: 'cadastro' },
      { ...web, method: 'POST', path: '/exame/editar', fn: 'cadastro' },
      { ...web, method: 'GET', path: '/esocial/lote', fn: 'esocial' },
      { ...web, method: 'POST', path: '/esocial/lote/{id}/enviar', fn: 'esocial' },
      { ...tenantArea, method: 'GET', path: '/funcao', fn: 'cadastro' },
    ];
    // Act
    const routes = gatewayRoutes(manifest).map((route) => `${route.method} ${route.path} ${route.fn}`);
    // Assess
    expect(routes).toEqual([
      'GET /sst/api/exame cadastro',
      'GET /sst/api/exame/excel planilha',
      'ANY /sst/api/exame/{p3} cadastro',
      'ANY /sst/api/exame/editar cadastro',
      'ANY /sst/api/esocial/lote esocial',
      'ANY /sst/api/esocial/lote/{proxy+} esocial',
      'ANY /sst/api/{p2}/{proxy+} cadastro',
    ]);
  });

  it('names variables by their position, so one level never holds two names', () => {
    // Arrange: /empresa/{id} and /empresa/{empresa}/fdt would be refused by an HTTP API (ConflictException)
    const manifest: Route[] = [
      { ...web, method: 'GET', path: '/empresa/{id}', fn: 'cadastro' },
      { ...web, method: 'GET', path: '/empresa/{empresa}/fdt', fn: 'planilha' },
    ];
    // Act
    const paths = gatewayRoutes(manifest).map((route) => route.path);
    // Assess
    expect(paths).toEqual(['/sst/api/empresa/{p3}', '/sst/api/empresa/{p3}/fdt']);
  });

  it("sends every request of the product's manifest to the manifest's function under both readings of precedence", () => {
    expect(mismatches(apiRoutes)).toEqual([]);
  });

  it('finds the mismatch a careless collapse would cause', () => {
    // Arrange: /x/lista (planilha) beside /x/{id}/y (cadastro); a greedy /x/{proxy+} would take /x/lista
    const manifest: Route[] = [
      { ...web, method: 'GET', path: '/x/lista', fn: 'planilha' },
      { ...web, method: 'GET', path: '/x/{id}', fn: 'cadastro' },
      { ...web, method: 'GET', path: '/x/{id}/y', fn: 'cadastro' },
    ];
    // Act / Assess: what the product emits is consistent, a hand-written greedy is not
    expect(mismatches(manifest)).toEqual([]);
    const careless: GatewayRoute[] = [{ method: 'ANY', path: '/sst/api/x/{proxy+}', fn: 'cadastro' }];
    expect(gatewayChoice(careless, 'GET', '/sst/api/x/lista', 'exactFirst')?.fn).not.toBe('planilha');
  });

  it('keeps the HTTP API well under its 300-route quota and the tenant names off the web paths', () => {
    const routes = gatewayRoutes(apiRoutes);
    expect(routes.length).toBeLessThan(apiRoutes.length);
    // Past 250, ask for the quota (docs/deploy.md) or give the per-tenant areas an API of their own.
    expect(routes.length).toBeLessThanOrEqual(250);
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of apiRoutes.filter((candidate) => !candidate.tenant)) {
      expect(reservedTenantSlugs.has(route.path.split('/')[1] ?? '')).toBe(true);
    }
  });
});
