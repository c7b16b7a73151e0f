import type { TestProject } from 'vitest/node';
import {
  type LocalCloudOptions,
  startLocalCloud,
  TEST_DEFAULT_SOURCES,
} from '../../scripts/local-cloud/start-local-cloud.ts';

/**
 * Starts the local cloud once for the integration tier: in memory, on free ports, API only. Tests
 * reach it through `inject('localCloud')` (see provided.d.ts and the helpers beside this file).
 */
export default function setup(project: TestProject) {
  return setupLocalCloud(project, {});
}

/** The same for a tier with its own stage settings (the attack tier's short cart hold). */
export async function setupLocalCloud(
  project: TestProject,
  settings: Pick<LocalCloudOptions, 'cartHoldSeconds'>,
) {
  const cloud = await startLocalCloud({
    web: 'none',
    quiet: !process.env.LOCAL_CLOUD_LOGS,
    // Only the rate limits' own tests (from 127.0.0.2 and up) meet them (ADR 0068).
    rateLimitExemptSources: TEST_DEFAULT_SOURCES,
    ...settings,
  });
  project.provide('localCloud', {
    urls: cloud.urls,
    oauthCertificate: cloud.oauthCertificate,
    env: cloud.env,
    userPoolId: cloud.userPoolId,
    userPoolClientId: cloud.userPoolClientId,
    tableName: cloud.tableName,
    analyticsDir: cloud.analyticsDir,
  });
  return () => cloud.stop();
}
