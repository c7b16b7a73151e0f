import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Log } from '#scripts/local-cloud/log.ts';
import { REPO_ROOT } from '#scripts/local-cloud/repo-root.ts';
import { staticSite } from './static-site.ts';
import { startViteDev, type WebApp } from './vite-dev.ts';

export type WebMode = 'dev' | 'dist' | 'none';

/** The SPA behind the gateway: Vite (dev), the build in `web/dist` (dist), or a 404 (none). */
export async function startWeb(mode: WebMode, httpServer: Server, log: Log): Promise<WebApp> {
  if (mode === 'dev') return startViteDev(httpServer, log);
  if (mode === 'dist')
    return { handle: staticSite(join(REPO_ROOT, 'web/dist')), stop: async () => undefined };
  return {
    handle: (_req, res) => {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('No web app in this local cloud.');
    },
    stop: async () => undefined,
  };
}
