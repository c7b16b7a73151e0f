import { inject } from 'vitest';
import { createDb } from '#shared/db/service.ts';

/**
 * Gives this test process the handlers' environment (endpoints, credentials, table, pool), so SDK
 * clients created in tests reach the local cloud. Returns the injected local cloud.
 */
export function applyCloudEnv() {
  const cloud = inject('localCloud');
  Object.assign(process.env, cloud.env);
  return cloud;
}

/** `applyCloudEnv`, and a client of the local cloud's table: what most integration files start with. */
export function cloudAndDb() {
  const cloud = applyCloudEnv();
  return { cloud, db: createDb({ tableName: cloud.tableName }) };
}
