import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { backfillIndexKeys } from '#scripts/local-cloud/dynamodb/backfill-index-keys.ts';
import { createDb } from '#shared/db/service.ts';
import { applyCloudEnv } from '#tests/support/cloud-env.ts';

/** A kept local table whose bookings predate the slot-start index gets their keys (ADR 0037). */
const cloud = applyCloudEnv();

describe('backfillIndexKeys', () => {
  it('writes the slot-start keys a booking lacks, once, so the calendar finds it', async () => {
    const client = new DynamoDBClient({});
    const db = createDb({ tableName: cloud.tableName, client });
    const artistId = `backfill-${randomUUID()}`;
    const bookingId = randomUUID();
    const slotStart = '2030-03-04T09:00:00.000Z';
    await db.entities.booking
      .create({
        artistId,
        bookingId,
        projectType: 'custom',
        placement: 'Forearm',
        size: '10 x 6 cm',
        slotId: '2030-03-04T10:00/120',
        slotStart,
        slotEnd: '2030-03-04T11:00:00.000Z',
        clientEmail: 'old@bench.local',
        clientFirstName: 'Old',
        clientLastName: 'Booking',
        clientAge: 30,
        clientAlreadyTattooed: false,
        locale: 'fr',
        priceCents: 10_000,
        currency: 'EUR',
        paymentState: 'DEPOSIT-PAID',
        acceptedAt: slotStart,
        createdAt: slotStart,
        updatedAt: slotStart,
      })
      .go();
    // As written before the index existed: no gsi1 keys.
    const keys = db.entities.booking.get({ artistId, bookingId }).params() as { Key: Record<string, string> };
    await DynamoDBDocumentClient.from(client).send(
      new UpdateCommand({
        TableName: cloud.tableName,
        Key: keys.Key,
        UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
      }),
    );
    const byStart = () =>
      db.entities.booking.query
        .byStart({ artistId })
        .between({ slotStart: '2030-03-01' }, { slotStart: '2030-03-10' })
        .go()
        .then(({ data }) => data.map((item) => item.bookingId));
    expect(await byStart()).toEqual([]);

    expect(await backfillIndexKeys(client, cloud.tableName)).toBeGreaterThanOrEqual(1);
    expect(await byStart()).toEqual([bookingId]);
    // Nothing left to do.
    expect(await backfillIndexKeys(client, cloud.tableName)).toBe(0);
    client.destroy();
  });
});
