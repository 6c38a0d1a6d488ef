import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '@ocupacional/shared';
import { gatewayEvent } from '../../../tests/support/platform-unit-fixtures';
import { isAdministrator, tokenOf } from './auth';

/*
 * Where a request carries its session token (pure; loading the session runs against the local cloud in
 * auth.cloud.test.ts).
 */

describe('token of a request', () => {
  it.each([
    ['a bearer header, trimmed', { authorization: 'Bearer  abc.def.ghi ' }, undefined, { token: 'abc.def.ghi', via: 'bearer' }],
    ['a bearer header in any case', { authorization: 'bEaReR abc' }, undefined, { token: 'abc', via: 'bearer' }],
    ['the session cookie of the browser', {}, [`outro=1`, `${sessionCookieName}=do-cookie`], { token: 'do-cookie', via: 'cookie' }],
    ['the bearer header over the cookie', { authorization: 'Bearer do-header' }, [`${sessionCookieName}=do-cookie`], { token: 'do-header', via: 'bearer' }],
  ] as const)('is read from %s', (_, headers, cookies, expected) => {
    // Act
    const token = tokenOf(gatewayEvent({ headers: { ...headers }, ...(cookies ? { cookies: [...cookies] } : {}) }));

    // Assess
    expect(token).toEqual(expected);
  });

  it.each([
    ['another authorization scheme', { authorization: 'Basic dXNlcjpzZW5oYQ==' }],
    ['nothing at all', {}],
  ])('is missing with %s', (_, headers) => {
    expect(tokenOf(gatewayEvent({ headers }))).toBeUndefined();
  });

  it('reads ?token= only on the routes that ask for it (file links), and never over the cookie', () => {
    // Prepare
    const link = gatewayEvent({ queryStringParameters: { token: ' do-link ' } });
    const linkAndCookie = gatewayEvent({ queryStringParameters: { token: 'do-link' }, cookies: [`${sessionCookieName}=do-cookie`] });

    // Act / Assess
    expect(tokenOf(link)).toBeUndefined();
    expect(tokenOf(link, { query: true })).toEqual({ token: 'do-link', via: 'query' });
    expect(tokenOf(linkAndCookie, { query: true })).toEqual({ token: 'do-cookie', via: 'cookie' });
    expect(tokenOf(gatewayEvent({ queryStringParameters: { token: '  ' } }), { query: true })).toBeUndefined();
    expect(tokenOf(gatewayEvent(), { query: true })).toBeUndefined();
    expect(tokenOf(gatewayEvent({ queryStringParameters: { outro: 'x' } }), { query: true })).toBeUndefined();
  });
});

describe('administrators', () => {
  it.each([
    [{ isAdm: true, isSadm: false }, true],
    [{ isAdm: false, isSadm: true }, true],
    [{ isAdm: true, isSadm: true }, true],
    [{ isAdm: false, isSadm: false }, false],
    [{}, false],
  ] as [{ isAdm?: boolean; isSadm?: boolean }, boolean][])('%o is an administrator: %s', (usuario, expected) => {
    expect(isAdministrator(usuario as Parameters<typeof isAdministrator>[0])).toBe(expected);
  });
});
