import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { webCspWithUploads, withCspSources, type CspDirectives } from '@ocupacional/shared';
import type { RequestListener, WebAppContext } from './cloud';
import { setSecurityHeaders } from './gateway';

const viteConfig = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));
const indexHtml = fileURLToPath(new URL('../../web/index.html', import.meta.url));

/** The sha256 CSP sources of the inline scripts of a page (Vite's React Refresh preamble in live mode). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * The web app on the local cloud's own port: Vite in middleware mode, so web., empresa., credenciada. and
 * parceiro.localhost share one origin with /sst/api, as CloudFront gives them in AWS. Every answer carries the
 * app's security headers (shared/src/security-headers.ts). Without live reload the page has no inline script and
 * gets the production policy unchanged; with it, the policy also allows the React Refresh preamble by its hash and
 * the HMR WebSocket, nothing more.
 */
export async function viteMiddleware(
  server: Server,
  web: WebAppContext = { uploadOrigins: [] },
  { live = true }: { live?: boolean } = {},
): Promise<RequestListener> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: viteConfig,
    appType: 'spa',
    logLevel: 'warn',
    // Without live reload, an edit made while a browser test runs cannot reload its page halfway through.
    server: live ? { middlewareMode: true, ws: { server } } : { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  server.on('close', () => void vite.close());
  let csp: CspDirectives = webCspWithUploads(web.uploadOrigins);
  if (live) {
    const page = await vite.transformIndexHtml('/', await readFile(indexHtml, 'utf8'));
    csp = withCspSources(csp, { 'script-src': inlineScriptHashes(page), 'connect-src': ['ws:', 'wss:'] });
  }
  return (req, res, next) => {
    setSecurityHeaders(req, res, csp);
    vite.middlewares(req, res, next);
  };
}

/** The web app for browser tests: served the same way, never reloaded by file changes. */
export function testViteMiddleware(server: Server, web?: WebAppContext): Promise<RequestListener> {
  return viteMiddleware(server, web, { live: false });
}
