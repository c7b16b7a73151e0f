import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { artistOnboarded } from '#events/definitions/onboarding.ts';
import { outboxItem } from '#events/outbox.ts';
import { emittedMetrics } from '#functions/lib/test-emitted-metrics.ts';
import { matchesPattern } from '#scripts/local-cloud/events/pattern-matcher.ts';
import { createDb } from '#shared/db/service.ts';
import { handler, isOutboxInsert, outboxStreamFilter, toBusEntries } from './relay-outbox.ts';

const db = createDb({ tableName: 'inkslot-test' });
const profile = {
  artistId: 'artist-1',
  pseudo: 'demo',
  displayName: 'Demo Ink',
  email: 'demo@inkslot.local',
  locale: 'fr' as const,
};
const now = new Date('2026-11-21T10:00:00.123Z');
const event = outboxItem(artistOnboarded, profile, { correlationId: 'req-1', now, id: 'event-1' });

/** A stream record of `item` as DynamoDB Streams (and Pipes) deliver it. */
function streamRecord(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  item: Record<string, unknown>,
  sequence: string,
): DynamoDBRecord {
  const image = marshall(item, { removeUndefinedValues: true }) as NonNullable<
    NonNullable<DynamoDBRecord['dynamodb']>['NewImage']
  >;
  return {
    eventID: `id-${sequence}`,
    eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'eu-west-3',
    eventSourceARN: 'arn:aws:dynamodb:eu-west-3:000000000000:table/inkslot-test/stream/x',
    dynamodb: {
      ApproximateCreationDateTime: now.getTime() / 1000,
      Keys: { pk: image.pk as never, sk: image.sk as never },
      SequenceNumber: sequence,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
      ...(eventName === 'REMOVE' ? { OldImage: image } : { NewImage: image }),
    },
  };
}

const outboxPut = db.entities.outboxEvent.create(event).params() as { Item: Record<string, unknown> };
const artistPut = db.entities.artist.create({ ...profile }).params() as { Item: Record<string, unknown> };
const records = [
  streamRecord('INSERT', artistPut.Item, '100'),
  streamRecord('INSERT', outboxPut.Item, '101'),
  streamRecord('MODIFY', outboxPut.Item, '102'),
  streamRecord('REMOVE', outboxPut.Item, '103'),
];

describe('toBusEntries', () => {
  it('keeps only the inserted outbox items, with the stored detail', () => {
    expect(toBusEntries(records, 'inkslot-bus')).toEqual([
      {
        Source: 'inkslot',
        DetailType: 'artist.onboarded',
        Detail: event.detail,
        EventBusName: 'inkslot-bus',
        Time: now,
      },
    ]);
  });

  it('recognises the item ElectroDB writes for the outbox entity', () => {
    expect(records.map(isOutboxInsert)).toEqual([false, true, false, false]);
  });

  it('refuses an outbox item without its detail rather than dropping it', () => {
    const { detail: _detail, ...broken } = outboxPut.Item;
    expect(() => toBusEntries([streamRecord('INSERT', broken, '104')], 'bus')).toThrow(/no detail/);
  });

  it('returns nothing for a batch without outbox items', () => {
    expect(toBusEntries([], 'bus')).toEqual([]);
    expect(toBusEntries([records[0] as DynamoDBRecord], 'bus')).toEqual([]);
  });

  it('declares a pipe filter that lets exactly the same records through', () => {
    expect(records.map((record) => matchesPattern(outboxStreamFilter, record))).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });
});

describe('pipe enrichment handler', () => {
  it('returns source, detail-type and the parsed envelope for each outbox item', async () => {
    await expect(handler(records)).resolves.toEqual([
      {
        source: 'inkslot',
        detailType: 'artist.onboarded',
        detail: JSON.parse(event.detail),
        time: now.toISOString(),
      },
    ]);
    const [enriched] = await handler(records);
    expect(artistOnboarded.envelope.parse(enriched?.detail)).toMatchObject({ payload: profile });
  });

  it('counts the business metric of each published event, one EMF line per metric (ADR 0080)', async () => {
    const published = (detailType: string, sequence: string) =>
      streamRecord('INSERT', { ...outboxPut.Item, detailType }, sequence);
    const batch = [
      published('request.confirmation-requested', '199'),
      published('request.created', '200'),
      published('request.accepted', '201'),
      published('request.created', '202'),
      published('booking.cancelled', '203'),
      published('flash.created', '204'),
      streamRecord('MODIFY', { ...outboxPut.Item, detailType: 'request.created' }, '205'),
    ];
    const lines = await emittedMetrics(() => handler(batch));
    expect(lines.map((line) => line.values)).toEqual([
      { RequestsAwaitingConfirmation: 1 },
      { RequestsCreated: 2 },
      { BookingsAccepted: 1 },
      { BookingsCancelled: 1 },
    ]);
    expect(lines.every((line) => line.namespace === 'Inkslot')).toBe(true);
  });
});
