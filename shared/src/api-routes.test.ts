import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute, routeKey, type ApiRoute } from './api-routes';

const routes: Pick<ApiRoute, 'method' | 'path' | 'tenant'>[] = [
  { method: 'GET', path: '/funcionario/0/{id}', tenant: true },
  { method: 'GET', path: '/funcionario/0/novo', tenant: true },
  { method: 'GET', path: '/health', tenant: false },
];

describe('the route manifest helpers', () => {
  it('gives API Gateway’s route key with the tenant placeholder', () => {
    expect(routeKey({ method: 'GET', path: '/funcionario/0/{id}', tenant: true })).toBe(
      'GET /sst/api/{tenant}/funcionario/0/{id}',
    );
  });

  it('matches a request and decodes its path parameters', () => {
    expect(matchRoute(routes, 'GET', '/sst/api/demo/funcionario/0/a%20b')).toEqual({
      route: routes[0],
      pathParameters: { tenant: 'demo', id: 'a b' },
    });
  });

  it('prefers a literal segment over a placeholder', () => {
    expect(matchRoute(routes, 'GET', '/sst/api/demo/funcionario/0/novo')?.route).toBe(routes[1]);
  });

  it('matches nothing for another method or a longer path', () => {
    expect(matchRoute(routes, 'POST', '/sst/api/health')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/sst/api/health/x')).toBeUndefined();
  });

  it('builds a URL path with encoded parameters', () => {
    expect(buildPath(routes[0]!, { tenant: 'demo', id: '1/2' })).toBe('/sst/api/demo/funcionario/0/1%2F2');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath(routes[0]!, { tenant: 'demo' })).toThrow(/id/);
  });
});
