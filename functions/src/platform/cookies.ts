/** Reads a cookie from API Gateway v2's `cookies` array ('name=value' strings). */
export function readCookie(cookies: readonly string[] | undefined, name: string): string | undefined {
  for (const cookie of cookies ?? []) {
    const separator = cookie.indexOf('=');
    if (separator > 0 && cookie.slice(0, separator).trim() === name) {
      return decodeURIComponent(cookie.slice(separator + 1).trim());
    }
  }
  return undefined;
}

/**
 * A Set-Cookie value for the session: HttpOnly so page scripts never see the token, SameSite=Lax, scoped to the
 * API path, Secure outside local runs (the local cloud serves plain http on *.localhost).
 */
export function sessionCookie(name: string, value: string, maxAgeSeconds: number): string {
  const secure = process.env.STAGE && process.env.STAGE !== 'local' && process.env.STAGE !== 'test' && process.env.STAGE !== 'e2e';
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/sst/api',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
