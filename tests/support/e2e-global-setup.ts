import { DEMO_ARTIST } from '../../scripts/local-cloud/seed/demo-artist.ts';
import { startLocalCloud } from '../../scripts/local-cloud/start-local-cloud.ts';

/**
 * Playwright globalSetup for the e2e tier: the local cloud in memory on free ports, serving the
 * built SPA (`npm run build:web` first) with the demo artist seeded. Workers inherit what this sets
 * on `process.env`: `E2E_APP_URL`, `E2E_MAILBOX_URL` (the SES stand-in: `GET /store`) and
 * `E2E_LOCAL_CLOUD` (JSON: urls, userPoolId, userPoolClientId, tableName, env). Returns the teardown.
 */
export default async function globalSetup() {
  const cloud = await startLocalCloud({ web: 'dist', seed: true, quiet: !process.env.LOCAL_CLOUD_LOGS });
  process.env.E2E_APP_URL = cloud.urls.app;
  process.env.E2E_MAILBOX_URL = cloud.urls.ses;
  process.env.E2E_LOCAL_CLOUD = JSON.stringify({
    urls: cloud.urls,
    env: cloud.env,
    userPoolId: cloud.userPoolId,
    userPoolClientId: cloud.userPoolClientId,
    tableName: cloud.tableName,
    demo: DEMO_ARTIST,
  });
  return () => cloud.stop();
}
