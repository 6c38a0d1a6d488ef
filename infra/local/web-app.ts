import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { RequestListener } from './cloud';

const viteConfig = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));

/**
 * The web app on the local cloud's own port: Vite in middleware mode, so web., empresa., credenciada. and
 * parceiro.localhost share one origin with /sst/api, as CloudFront gives them in AWS.
 */
export async function viteMiddleware(server: Server): Promise<RequestListener> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: viteConfig,
    appType: 'spa',
    logLevel: 'warn',
    server: { middlewareMode: true, ws: { server } },
  });
  server.on('close', () => void vite.close());
  return (req, res, next) => vite.middlewares(req, res, next);
}
