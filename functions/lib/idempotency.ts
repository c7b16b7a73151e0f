import { IdempotencyConfig } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { TTL_ATTRIBUTE } from '#shared/db/table.ts';
import { env } from './env.ts';

/**
 * Powertools idempotency over the single table: records live under `idempotency#<scope>` with the
 * effect's hash as sort key, and expire through the table's TTL attribute.
 */
export function idempotencyStore(scope: string) {
  return new DynamoDBPersistenceLayer({
    tableName: env.tableName,
    keyAttr: 'pk',
    sortKeyAttr: 'sk',
    staticPkValue: `idempotency#${scope}`,
    expiryAttr: TTL_ATTRIBUTE,
  });
}

/** Effects are remembered for 7 days: longer than any redelivery of the bus or a queue. */
export function idempotencyConfig(eventKeyJmesPath: string) {
  return new IdempotencyConfig({
    eventKeyJmesPath,
    expiresAfterSeconds: 7 * 24 * 60 * 60,
    throwOnNoIdempotencyKey: true,
  });
}
