import { describe, expect, it } from 'vitest';
import { areaFromHost, areaLabel, tenantFromPath } from './area';

describe('areaFromHost', () => {
  it.each([
    ['empresa.localhost', 'empresa'],
    ['credenciada.localhost', 'credenciada'],
    ['parceiro.localhost', 'parceiro'],
    ['web.localhost', 'web'],
    ['credenciada.example.com.br', 'credenciada'],
    ['EMPRESA.Example.com.br', 'empresa'],
  ] as const)('chooses the area named by the first label of %s', (hostname, area) => {
    // Act
    const chosen = areaFromHost(hostname);

    // Assess
    expect(chosen).toBe(area);
  });

  it.each(['localhost', '127.0.0.1', '', 'www.example.com.br', 'example.com.br', 'empresas.localhost', 'app.empresa.localhost'])(
    'falls back to web for %j',
    (hostname) => {
      // Act
      const chosen = areaFromHost(hostname);

      // Assess
      expect(chosen).toBe('web');
    },
  );
});

describe('areaLabel', () => {
  it('names each area in Brazilian Portuguese', () => {
    // Act
    const labels = (['web', 'empresa', 'credenciada', 'parceiro'] as const).map(areaLabel);

    // Assess
    expect(labels).toEqual(['Ocupacional', 'Empresa', 'Credenciada', 'Parceiro']);
  });
});

describe('tenantFromPath', () => {
  it.each([
    ['/demo', 'demo'],
    ['/demo/consultas/editar/12', 'demo'],
    ['//outra/', 'outra'],
    ['/', undefined],
    ['', undefined],
  ])('reads the tenant of %j', (pathname, tenant) => {
    // Act
    const found = tenantFromPath(pathname);

    // Assess
    expect(found).toBe(tenant);
  });
});
