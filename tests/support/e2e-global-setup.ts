import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '#scripts/local-cloud/repo-root.ts';
import { DEMO_ARTIST } from '#scripts/local-cloud/seed/demo-artist.ts';
import { startLocalCloud, TEST_DEFAULT_SOURCES } from '#scripts/local-cloud/start-local-cloud.ts';
import { createDb } from '#shared/db/service.ts';

/**
 * Playwright globalSetup for the e2e tier: the local cloud in memory on free ports, serving the
 * built SPA (`npm run build:web` first) with the demo artist seeded. Workers inherit what this sets
 * on `process.env`: `E2E_APP_URL`, `E2E_MAILBOX_URL` (the SES stand-in: `GET /store`) and
 * `E2E_LOCAL_CLOUD` (JSON: urls, userPoolId, userPoolClientId, tableName, env, demo). Returns the
 * teardown.
 */
export default async function globalSetup() {
  const index = join(REPO_ROOT, 'web/dist/index.html');
  if (!existsSync(index)) {
    throw new Error(`No SPA build at ${index}: run \`npm run build:web\` before the e2e tier.`);
  }
  const cloud = await startLocalCloud({
    web: 'dist',
    seed: true,
    quiet: !process.env.LOCAL_CLOUD_LOGS,
    rateLimitExemptSources: TEST_DEFAULT_SOURCES,
  });
  try {
    // The seed only logs when it cannot sign the demo artist in: fail here rather than in a spec.
    const demo = await fetch(`${cloud.urls.api}/artists/${DEMO_ARTIST.pseudo}`);
    if (!demo.ok) throw new Error(`the demo artist is not seeded (GET /api/artists/demo: ${demo.status})`);
    // Many specs send requests to the demo artist: on the Free plan's 10 a month, the order the
    // workers take them in (and a retry) could exhaust it. The tier's demo is on Pro; the Free
    // plan's limit has its own spec and artist (free-plan-limit.spec.ts).
    const db = createDb({ tableName: cloud.tableName });
    const { data } = await db.entities.artist.query.byPseudo({ pseudo: DEMO_ARTIST.pseudo }).go({ limit: 1 });
    const artistId = data[0]?.artistId;
    if (!artistId) throw new Error('the demo artist has no account item');
    await db.entities.artist.patch({ artistId }).set({ plan: 'pro' }).go();
  } catch (error) {
    await cloud.stop();
    throw error;
  }
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
