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

  it('refuses to build a link when the public address is not configured or not an http(s) URL', () => {
    expect(() => publicBaseUrl('web', undefined, {})).toThrow(PublicUrlNotConfiguredError);
    expect(() => publicBaseUrl('web', undefined, { PUBLIC_APP_URL: 'web.ocupacional.com.br' })).toThrow(PublicUrlNotConfiguredError);
    expect(() => publicBaseUrl('web', undefined, { PUBLIC_APP_URL: 'javascript:alert(1)' })).toThrow(PublicUrlNotConfiguredError);
  });

  it('gives the API root on the web origin', () => {
    expect(publicApiUrl(env)).toBe('https://web.ocupacional.com.br/sst/api');
  });
});
