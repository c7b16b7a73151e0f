import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Log } from '#scripts/local-cloud/log.ts';
import { REPO_ROOT } from '#scripts/local-cloud/repo-root.ts';

export interface WebApp {
  handle(req: IncomingMessage, res: ServerResponse): void;
  stop(): Promise<void>;
}

/**
 * The SPA in development: Vite in middleware mode on the gateway's own server (HMR upgrades
 * included), so the app, `/api` and `/cognito` share one origin. Without `web/vite.config.ts` yet,
 * a short page says so and the API still works.
 */
export async function startViteDev(httpServer: Server, log: Log): Promise<WebApp> {
  const configFile = join(REPO_ROOT, 'web/vite.config.ts');
  if (!existsSync(configFile)) {
    log.error('web', `${configFile} is missing: the SPA is not served (the API is)`);
    return {
      handle: (_req, res) => {
        res
          .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
          .end('web/vite.config.ts is missing.');
      },
      stop: async () => undefined,
    };
  }
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile,
    server: { middlewareMode: true, ws: { server: httpServer } },
    appType: 'spa',
    logLevel: 'warn',
  });
  return {
    handle: (req, res) => {
      // The build's `build.json` (polled by the SPA's new-build check) says `dev` here.
      if (req.url?.split('?')[0] === '/build.json') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ buildId: 'dev' }));
        return;
      }
      vite.middlewares(req, res, () => {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      });
    },
    stop: () => vite.close(),
  };
}
