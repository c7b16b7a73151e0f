import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import { ArtistEntity } from './entities/artist.ts';
import { OutboxEventEntity } from './entities/outbox-event.ts';
import { ProcessedEventEntity } from './entities/processed-event.ts';
import { PseudoClaimEntity } from './entities/pseudo-claim.ts';
import { StatsCounterEntity } from './entities/stats-counter.ts';

/** Every entity of the single table. New entities are added here and nowhere else. */
export const entities = {
  artist: ArtistEntity,
  pseudoClaim: PseudoClaimEntity,
  outboxEvent: OutboxEventEntity,
  processedEvent: ProcessedEventEntity,
  statsCounter: StatsCounterEntity,
};

export function createDb(options: { tableName: string; client?: DynamoDBClient }) {
  const client = DynamoDBDocumentClient.from(options.client ?? new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return new Service(entities, { table: options.tableName, client });
}

export type Db = ReturnType<typeof createDb>;
