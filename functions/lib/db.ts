import { createDb, type Db } from '../../shared/db/service.ts';
import { env } from './env.ts';

let db: Db | undefined;

/** The ElectroDB service over the single table, created once per container. */
export function getDb(): Db {
  db ??= createDb({ tableName: env.tableName });
  return db;
}
