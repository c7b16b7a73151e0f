import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { OutboxEventEntity } from '#shared/db/entities/outbox-event.ts';
import { countEventMetrics } from './event-metrics.ts';

/**
 * The outbox relay: turns the table's stream records into bus entries. AWS runs it as the
 * enrichment step of the EventBridge pipe (`handler`); the local stream poller calls `toBusEntries`.
 */

/** ElectroDB stores the entity name of every item in this attribute (its default identifier). */
export const ENTITY_ATTRIBUTE = '__edb_e__';
export const OUTBOX_ENTITY = OutboxEventEntity.schema.model.entity;

/** The pipe's source filter (CDK): only new outbox items reach the enrichment step. */
export const outboxStreamFilter = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { [ENTITY_ATTRIBUTE]: { S: [OUTBOX_ENTITY] } } },
};

export interface OutboxEvent {
  source: string;
  detailType: string;
  /** The envelope `{ metadata, payload }` as stored: a JSON object in a string. */
  detail: string;
  occurredAt: string;
}

export function isOutboxInsert(record: DynamoDBRecord): boolean {
  return record.eventName === 'INSERT' && record.dynamodb?.NewImage?.[ENTITY_ATTRIBUTE]?.S === OUTBOX_ENTITY;
}

/** The outbox events of a batch of stream records, in stream order; other records are skipped. */
export function outboxEvents(records: readonly DynamoDBRecord[]): OutboxEvent[] {
  return records.filter(isOutboxInsert).map(readOutboxEvent);
}

function readOutboxEvent(record: DynamoDBRecord): OutboxEvent {
  const image = unmarshall(record.dynamodb?.NewImage as Record<string, AttributeValue>);
  const { source, detailType, detail, occurredAt } = image;
  for (const [name, value] of Object.entries({ source, detailType, detail, occurredAt })) {
    // A malformed item must stop the relay (retried, then alarmed), never be dropped silently.
    if (typeof value !== 'string' || value === '') {
      throw new Error(`outbox item ${record.dynamodb?.SequenceNumber ?? '?'} has no ${name}`);
    }
  }
  return { source, detailType, detail, occurredAt };
}

/** PutEvents entries for the outbox items among `records` (the local poller sends them). */
export function toBusEntries(records: readonly DynamoDBRecord[], busName: string): PutEventsRequestEntry[] {
  return outboxEvents(records).map((event) => ({
    Source: event.source,
    DetailType: event.detailType,
    Detail: event.detail,
    EventBusName: busName,
    Time: new Date(event.occurredAt),
  }));
}

/** What the enrichment returns per event; the pipe target maps `$.source`, `$.detailType`, `<$.detail>`. */
export interface EnrichedEvent {
  source: string;
  detailType: string;
  detail: Record<string, unknown>;
  /** ISO 8601, for the target's `Time` (`$.time`). */
  time: string;
}

/** The pipe's enrichment step: the batch of stream records in, one element per event to publish out. */
export async function handler(records: DynamoDBRecord[]): Promise<EnrichedEvent[]> {
  const events = outboxEvents(records);
  countEventMetrics(events.map((event) => event.detailType));
  return events.map((event) => ({
    source: event.source,
    detailType: event.detailType,
    detail: JSON.parse(event.detail) as Record<string, unknown>,
    time: event.occurredAt,
  }));
}
