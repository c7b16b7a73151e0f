import { inject } from 'vitest';

/**
 * Gives this test process the handlers' environment (endpoints, credentials, table, pool), so SDK
 * clients created in tests reach the local cloud. Returns the injected local cloud.
 */
export function applyCloudEnv() {
  const cloud = inject('localCloud');
  Object.assign(process.env, cloud.env);
  return cloud;
}
