import type { Plugin } from 'vite';

/** The file the running SPA polls every hour to learn that a newer build is deployed. */
const BUILD_INFO_FILE = 'build.json';

/** An id for this build: `BUILD_ID` from CI when set, else the build time. */
function newBuildId(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  return env.BUILD_ID?.trim() || now.toISOString().replace(/[-:.]/g, '');
}

/**
 * Gives the SPA its build id (`__INKSLOT_BUILD_ID__`, `dev` outside builds) and emits `build.json`
 * (`{ buildId }`) beside `index.html`.
 */
export function buildInfo(): Plugin {
  let buildId = 'dev';
  return {
    name: 'inkslot-build-info',
    config(_config, { command }) {
      if (command === 'build') {
        // One id for the whole `vite build`: each of its two environments resolves this config.
        process.env.BUILD_ID = newBuildId();
        buildId = process.env.BUILD_ID;
      }
      return { define: { __INKSLOT_BUILD_ID__: JSON.stringify(buildId) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: `${JSON.stringify({ buildId })}\n` });
    },
  };
}
