import { apiPrefix, resourceEnv, type PointType } from '@ocupacional/shared';

/*
 * The public address of the product for links that leave it by e-mail (password recovery, the eSocial lote's
 * download page, the Gmail OAuth2 return page, the opening-tracking image). It comes from configuration only
 * (PUBLIC_APP_URL, resourceEnv.publicUrl): a request's Host and X-Forwarded-Host are chosen by whoever sends the
 * request, so a link built from them could send a victim's recovery token or file link to the sender's own site
 * (issue 12 item 9).
 */

/** The deployment did not say where the product is public; links cannot be built. */
export class PublicUrlNotConfiguredError extends Error {
  constructor(detail: string) {
    super(`${resourceEnv.publicUrl} ${detail}`);
    this.name = 'PublicUrlNotConfiguredError';
  }
}

/** The configured web area's origin (no path, no trailing slash), checked to be an http(s) origin. */
function configuredOrigin(env: Record<string, string | undefined>): URL {
  const value = env[resourceEnv.publicUrl];
  if (!value) throw new PublicUrlNotConfiguredError('is not set');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PublicUrlNotConfiguredError(`is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new PublicUrlNotConfiguredError(`must be http(s): ${value}`);
  return new URL(url.origin);
}

/**
 * The public base of an area's pages: the configured web origin for the web area; for the company, clinic and
 * partner areas the same host with the area's name as its first label (web.example.com.br → empresa.example.com.br,
 * app.example.com.br → empresa.app.example.com.br) and the tenant as the first path segment (spec 1 §2). Never
 * derived from the request.
 *
 * @example publicBaseUrl('empresa', 'demo') // 'https://empresa.example.com.br/demo' with PUBLIC_APP_URL=https://web.example.com.br
 */
export function publicBaseUrl(area: PointType, tenant?: string, env: Record<string, string | undefined> = process.env): string {
  const url = configuredOrigin(env);
  if (area === 'web') return url.origin;
  if (!tenant) throw new Error(`the ${area} area's links need the tenant`);
  url.hostname = `${area}.${url.hostname.replace(/^web\./, '')}`;
  return `${url.origin}/${encodeURIComponent(tenant)}`;
}

/** The API's public root (the web origin + /sst/api; CloudFront routes /sst/api/* of every area host to the API). */
export function publicApiUrl(env: Record<string, string | undefined> = process.env): string {
  return `${publicBaseUrl('web', undefined, env)}${apiPrefix}`;
}
