import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';

let documents: DynamoDBDocumentClient | undefined;
const BATCH = 25;

/** Deletes these keys, 25 per `BatchWriteItem`, until DynamoDB has processed them all. */
async function deleteKeys(keys: Record<string, unknown>[]) {
  documents ??= DynamoDBDocumentClient.from(new DynamoDBClient({}));
  for (let index = 0; index < keys.length; index += BATCH) {
    let requests = keys.slice(index, index + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      const result = await documents.send(
        new BatchWriteCommand({ RequestItems: { [env.tableName]: requests } }),
      );
      requests = (result.UnprocessedItems?.[env.tableName] ?? []) as typeof requests;
    }
  }
}

/** Every key in one partition of the table. */
async function keysOf(pk: string): Promise<Record<string, unknown>[]> {
  documents ??= DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const keys: Record<string, unknown>[] = [];
  const pages = paginateQuery(
    { client: documents },
    {
      TableName: env.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
    },
  );
  for await (const page of pages) keys.push(...(page.Items ?? []));
  return keys;
}

/**
 * Deletes every item of the artist's partition, whatever its entity: portfolio, images, travels,
 * availabilities, templates, holds, counters, the day's activity, blocks, unread marks, and their
 * referrals' partition (the artists they invited, the credits they earned)... Read from
 * the key ElectroDB gives the artist's partition, so an entity added later is erased too. The
 * requests and bookings are moved out first (rehome-client-history.ts).
 */
export async function eraseArtistPartition(artistId: string): Promise<number> {
  const db = getDb();
  // The artist's partition, and the one of the artists they invited and the credits earned (ADR 0047).
  const partitions = [
    db.entities.availability.query.byArtist({ artistId }).params(),
    db.entities.referral.query.byReferrer({ referrerId: artistId }).params(),
  ].map(
    (params) =>
      (params as { ExpressionAttributeValues: Record<string, string> }).ExpressionAttributeValues[':pk'],
  );
  let erased = 0;
  for (const pk of new Set(partitions)) {
    if (!pk) throw new Error('no partition key for the artist');
    const keys = await keysOf(pk);
    await deleteKeys(keys);
    erased += keys.length;
  }
  return erased;
}

/**
 * Deletes the artist's conversations and their messages (each message's idempotency key too): a
 * chat with an erased account is not the client's history to keep (ADR 0055).
 */
export async function eraseConversations(artistId: string): Promise<number> {
  const db = getDb();
  const { data: conversations } = await db.entities.conversation.query
    .byArtist({ artistId })
    .go({ pages: 'all', attributes: ['conversationId'] });
  for (const { conversationId } of conversations) {
    const { data: messages } = await db.entities.message.query
      .byConversation({ conversationId })
      .go({ pages: 'all', attributes: ['conversationId', 'seq', 'clientMessageId'] });
    if (messages.length > 0) {
      await db.entities.messageKey
        .delete(messages.map(({ clientMessageId }) => ({ conversationId, clientMessageId })))
        .go();
      await db.entities.message.delete(messages.map(({ seq }) => ({ conversationId, seq }))).go();
    }
    await db.entities.conversation.delete({ conversationId }).go();
  }
  return conversations.length;
}
