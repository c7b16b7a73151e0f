import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import { entities } from '#shared/db/entity-table.ts';

/**
 * The ElectroDB service over the single table. Unbundled (the local cloud, the tests, the scripts)
 * it holds every entity; in a function's bundle, the entities its code names (ADR 0105).
 */
export function createDb(options: { tableName: string; client?: DynamoDBClient }) {
  const client = DynamoDBDocumentClient.from(options.client ?? new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return new Service(entities, { table: options.tableName, client });
}

export type Db = ReturnType<typeof createDb>;
