/**
 * The security headers of every answer (issue 12 item 7), declared once: the CDK stack turns them into CloudFront's
 * response-headers policies, the local cloud sets them on the web app and on the gateway's answers.
 */

/** A Content-Security-Policy as directive → sources, so a mode can add sources without string surgery. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/**
 * The web app's policy. Scripts only from the app's own origin (no 'unsafe-inline', no eval); styles may be inline
 * because Amplify UI and Vite's CSS injection write style attributes and <style> elements; images and fonts may be
 * data: (QR codes, the empty favicon) and blob: (previews of generated files). The e-mail body viewer is a
 * sandboxed srcdoc iframe, which inherits this policy, so a message's remote images and scripts stay blocked.
 */
export const webCsp: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The web app's policy where the browser also posts files straight to S3 (presigned POSTs of the ASO upload, the
 * release attachments, the partner's results): `connect-src` names the files bucket's origin(s).
 *
 * @example webCspWithUploads(['https://files.s3.sa-east-1.amazonaws.com'])
 */
export function webCspWithUploads(uploadOrigins: readonly string[]): CspDirectives {
  return withCspSources(webCsp, { 'connect-src': uploadOrigins });
}

/**
 * The API's policy: it answers JSON and files, never a page, so nothing may load from its answers and nobody may
 * frame them.
 */
export const apiCsp: CspDirectives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** A policy as the header value, e.g. `default-src 'self'; script-src 'self'`. */
export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Adds sources to a policy (the local dev server's allowances), keeping the rest. */
export function withCspSources(directives: CspDirectives, extra: CspDirectives): CspDirectives {
  const merged: Record<string, readonly string[]> = { ...directives };
  for (const [name, sources] of Object.entries(extra)) merged[name] = [...new Set([...(merged[name] ?? []), ...sources])];
  return merged;
}

/** HSTS: two years, subdomains included (the areas are subdomains), sent only over HTTPS. */
export const hsts = { maxAgeSeconds: 63_072_000, includeSubdomains: true, preload: false } as const;

/** The other headers, the same on the web app and the API. */
export const fixedSecurityHeaders = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** The value of Strict-Transport-Security. */
export function hstsHeader(): string {
  return [`max-age=${hsts.maxAgeSeconds}`, ...(hsts.includeSubdomains ? ['includeSubDomains'] : []), ...(hsts.preload ? ['preload'] : [])].join(
    '; ',
  );
}

/**
 * Every security header of an answer as name → value (lower-case names), for servers that set them themselves.
 *
 * @example
 * securityHeaders(webCsp, { https: false }) // { 'content-security-policy': "default-src 'self'; …", 'x-frame-options': 'DENY', … }
 */
export function securityHeaders(csp: CspDirectives, { https }: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': cspHeader(csp),
    ...fixedSecurityHeaders,
    ...(https ? { 'strict-transport-security': hstsHeader() } : {}),
  };
}

/**
 * The header CloudFront adds to every request it sends to the API origin, holding a Secrets Manager secret's value:
 * the API refuses requests without it, so nobody can skip CloudFront (and its WAF) by calling API Gateway directly.
 */
export const originVerifyHeader = 'x-origin-verify';
