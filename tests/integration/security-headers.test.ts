import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCsp, cspHeader, webCspWithUploads } from '@ocupacional/shared';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { inlineScriptHashes, testViteMiddleware } from '../../infra/local/web-app';

/*
 * The security headers of the local cloud (issue 12 item 7): the web app and the API answer with the policy declared
 * in shared/src/security-headers.ts, as CloudFront's response-headers policies do in AWS; HSTS only over HTTPS.
 */

describe('security headers of the local cloud', () => {
  let cloud: LocalCloud;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', fallback: testViteMiddleware });
  }, 120_000);

  afterAll(async () => {
    await cloud?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${cloud.url}${path}`, { headers: { host: `web.localhost:${cloud.port}`, ...headers } });

  it('serves the web app with a CSP without inline scripts, DENY, nosniff and the referrer policy', async () => {
    // Act
    const page = await get('/');
    const html = await page.text();

    // Assess
    // The browser posts uploads straight to S3: the local S3 endpoint is the one other place it may connect to.
    expect(page.headers.get('content-security-policy')).toBe(cspHeader(webCspWithUploads([new URL(cloud.endpoints.s3).origin])));
    expect(page.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    // The page the browser tests load needs no inline script, so the production policy holds as it is.
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('answers the API with its own CSP, and HSTS when the request came over HTTPS', async () => {
    // Act
    const plain = await get('/sst/api/health');
    const overHttps = await get('/sst/api/health', { 'x-forwarded-proto': 'https' });
    const unknown = await get('/sst/api/nao-existe');

    // Assess
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-security-policy')).toBe(cspHeader(apiCsp));
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(unknown.headers.get('x-frame-options')).toBe('DENY');
  });
});
