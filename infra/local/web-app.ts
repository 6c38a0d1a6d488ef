import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { RequestListener } from './cloud';

const viteConfig = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));

/**
 * The web app on the local cloud's own port: Vite in middleware mode, so web., empresa., credenciada. and
 * parceiro.localhost share one origin with /sst/api, as CloudFront gives them in AWS.
 */
export async function viteMiddleware(server: Server, { live = true }: { live?: boolean } = {}): Promise<RequestListener> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: viteConfig,
    appType: 'spa',
    logLevel: 'warn',
    // Without live reload, an edit made while a browser test runs cannot reload its page halfway through.
    server: live ? { middlewareMode: true, ws: { server } } : { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  server.on('close', () => void vite.close());
  return (req, res, next) => vite.middlewares(req, res, next);
}

/** The web app for browser tests: served the same way, never reloaded by file changes. */
export function testViteMiddleware(server: Server): Promise<RequestListener> {
  return viteMiddleware(server, { live: false });
}
