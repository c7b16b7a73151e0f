import type { TestProject } from 'vitest/node';
import { startLocalCloud } from '../../scripts/local-cloud/start-local-cloud.ts';

/**
 * Starts the local cloud once for the integration tier: in memory, on free ports, API only. Tests
 * reach it through `inject('localCloud')` (see provided.d.ts and the helpers beside this file).
 */
export default async function setup(project: TestProject) {
  const cloud = await startLocalCloud({ web: 'none', quiet: !process.env.LOCAL_CLOUD_LOGS });
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
