import { createDb, type Db } from '#shared/db/service.ts';
import { env } from './env.ts';

let db: Db | undefined;

/** The ElectroDB service over the single table, created once per container. */
export function getDb(): Db {
  db ??= createDb({ tableName: env.tableName });
  return db;
}

/** The entities a `db.transaction.write` callback receives. */
export type WriteEntities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];

/** One item of a write transaction (a `.commit()` of one of `WriteEntities`). */
export type WriteItem = ReturnType<Parameters<Db['transaction']['write']>[0]>[number];
