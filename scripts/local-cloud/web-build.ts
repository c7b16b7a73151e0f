import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo-root.ts';

/**
 * The production build of the SPA (`web/dist`, what CloudFront serves). `ifMissing` keeps a build
 * already there (the bench and the cost run measure whichever build is current); `npm start -- --prod`
 * builds afresh. Returns false when Vite failed.
 */
export function buildWeb(options: { ifMissing?: boolean } = {}): boolean {
  if (options.ifMissing && existsSync(join(REPO_ROOT, 'web/dist/.vite/manifest.json'))) return true;
  const result = spawnSync('vite', ['build', '-c', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  return result.status === 0;
}
