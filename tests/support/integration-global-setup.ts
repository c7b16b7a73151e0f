import type { TestProject } from 'vitest/node';
import {
  type LocalCloudOptions,
  startLocalCloud,
  TEST_DEFAULT_SOURCES,
} from '#scripts/local-cloud/start-local-cloud.ts';

type Settings = Pick<LocalCloudOptions, 'cartHoldSeconds'>;
type LocalCloud = Awaited<ReturnType<typeof startLocalCloud>>;

/**
 * Starts the local cloud once for the integration tier: in memory, on free ports, API only. Tests
 * reach it through `inject('localCloud')` (see provided.d.ts and the helpers beside this file).
 * The projects of one run that name the same settings (`integration` and `integration-serial`)
 * share one cloud, stopped when the last of them is done.
 */
export default function setup(project: TestProject) {
  return setupLocalCloud(project, {});
}

/** Clouds of this vitest process by their settings, with how many projects use each. */
const scope = globalThis as {
  inkslotTestClouds?: Map<string, { cloud: Promise<LocalCloud>; users: number }>;
};
scope.inkslotTestClouds ??= new Map();
const clouds = scope.inkslotTestClouds;

/** The same for a tier with its own stage settings (the attack tier's short cart hold). */
export async function setupLocalCloud(project: TestProject, settings: Settings) {
  const key = JSON.stringify(settings);
  const shared = clouds.get(key) ?? {
    cloud: startLocalCloud({
      web: 'none',
      quiet: !process.env.LOCAL_CLOUD_LOGS,
      // Only the rate limits' own tests (from 127.0.0.2 and up) meet them (ADR 0068).
      rateLimitExemptSources: TEST_DEFAULT_SOURCES,
      ...settings,
    }),
    users: 0,
  };
  clouds.set(key, shared);
  shared.users += 1;
  const cloud = await shared.cloud;
  project.provide('localCloud', {
    urls: cloud.urls,
    oauthCertificate: cloud.oauthCertificate,
    env: cloud.env,
    userPoolId: cloud.userPoolId,
    userPoolClientId: cloud.userPoolClientId,
    tableName: cloud.tableName,
    analyticsDir: cloud.analyticsDir,
  });
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    clouds.delete(key);
    await cloud.stop();
  };
}
