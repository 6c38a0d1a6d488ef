import { describe, expect, it } from 'vitest';
import { PublicUrlNotConfiguredError, publicApiUrl, publicBaseUrl } from './public-url';

describe('publicBaseUrl', () => {
  const env = { PUBLIC_APP_URL: 'https://web.ocupacional.com.br/' };

  it('answers the configured web origin for the web area', () => {
    expect(publicBaseUrl('web', 'demo', env)).toBe('https://web.ocupacional.com.br');
  });

  it.each([
    ['empresa', 'https://empresa.ocupacional.com.br/demo'],
    ['credenciada', 'https://credenciada.ocupacional.com.br/demo'],
    ['parceiro', 'https://parceiro.ocupacional.com.br/demo'],
  ] as const)('puts the %s area on its own host with the tenant in the path', (area, expected) => {
    expect(publicBaseUrl(area, 'demo', env)).toBe(expected);
  });

  it('prefixes the area to a host that does not start with web, and keeps the port', () => {
    expect(publicBaseUrl('empresa', 'outra', { PUBLIC_APP_URL: 'http://app.localhost:4321' })).toBe('http://empresa.app.localhost:4321/outra');
  });

  it.each([
    ['not configured', {}, 'PUBLIC_APP_URL is not set'],
    ['empty', { PUBLIC_APP_URL: '' }, 'PUBLIC_APP_URL is not set'],
    ['not a URL', { PUBLIC_APP_URL: 'web.ocupacional.com.br' }, 'PUBLIC_APP_URL is not a URL: web.ocupacional.com.br'],
    ['not http(s)', { PUBLIC_APP_URL: 'javascript:alert(1)' }, 'PUBLIC_APP_URL must be http(s): javascript:alert(1)'],
  ])('refuses to build a link when the public address is %s, saying what to fix', (_, config, message) => {
    // Act
    const error = (() => {
      try {
        publicBaseUrl('web', undefined, config);
      } catch (caught) {
        return caught as Error;
      }
      return undefined;
    })();

    // Assess
    expect(error).toBeInstanceOf(PublicUrlNotConfiguredError);
    expect([error?.name, error?.message]).toEqual(['PublicUrlNotConfiguredError', message]);
  });

  it("refuses an area's link without the tenant it belongs to", () => {
    expect(() => publicBaseUrl('empresa', undefined, env)).toThrow("the empresa area's links need the tenant");
    expect(() => publicBaseUrl('parceiro', '', env)).toThrow("the parceiro area's links need the tenant");
  });

  it('replaces only a leading web label, and encodes the tenant', () => {
    expect(publicBaseUrl('empresa', 'a b', { PUBLIC_APP_URL: 'https://app.web.example.com.br' })).toBe('https://empresa.app.web.example.com.br/a%20b');
  });

  it('gives the API root on the web origin', () => {
    expect(publicApiUrl(env)).toBe('https://web.ocupacional.com.br/sst/api');
  });
});
