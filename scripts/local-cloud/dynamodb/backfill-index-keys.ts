import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { createDb } from '#shared/db/service.ts';

/**
 * Index keys a kept table may lack: bookings and requests written before they were keyed by slot
 * start (ADR 0037) have no `gsi1` keys, so the calendar and the inbox would not find them. Each one is written again whole,
 * which makes ElectroDB write the keys. Idempotent; a fresh table has nothing to do.
 * Returns how many items it fixed.
 */
export async function backfillIndexKeys(client: DynamoDBClient, tableName: string): Promise<number> {
  const documents = DynamoDBDocumentClient.from(client);
  const db = createDb({ tableName, client });
  let fixed = 0;
  let next: ScanCommandInput['ExclusiveStartKey'];
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#entity IN (:booking, :request) AND attribute_not_exists(gsi1pk)',
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExpressionAttributeValues: { ':booking': 'booking', ':request': 'bookingRequest' },
        ExclusiveStartKey: next,
      }),
    );
    for (const item of page.Items ?? []) {
      // Written again whole: a put writes every index key of the entity (a patch only those it sets).
      if (item.__edb_e__ === 'booking') {
        const { artistId, bookingId } = item as { artistId: string; bookingId: string };
        const { data } = await db.entities.booking.get({ artistId, bookingId }).go({ consistent: true });
        if (!data) continue;
        await db.entities.booking.put(data).go();
      } else {
        const { artistId, requestId } = item as { artistId: string; requestId: string };
        const { data } = await db.entities.bookingRequest
          .get({ artistId, requestId })
          .go({ consistent: true });
        if (!data) continue;
        await db.entities.bookingRequest.put(data).go();
      }
      fixed += 1;
    }
    next = page.LastEvaluatedKey;
  } while (next);
  return fixed;
}
