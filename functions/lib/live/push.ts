import { PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import type { LiveEvent } from '#shared/api/contracts/live.ts';
import { liveManagement as management } from './management.ts';

/**
 * Posts a live event to every open connection of the given parties (one query each, never a scan),
 * and forgets the connections API Gateway says are gone (`GoneException`). What it could not post for
 * another reason throws, so the event is retried. Returns how many connections got it.
 */
export async function pushToParties(parties: readonly string[], event: LiveEvent): Promise<number> {
  const db = getDb();
  const data = new TextEncoder().encode(JSON.stringify(event));
  const connections = (
    await Promise.all(
      parties.map((party) => db.entities.liveConnection.query.byParty({ party }).go({ pages: 'all' })),
    )
  ).flatMap((result) => result.data);
  const results = await Promise.allSettled(
    connections.map((connection) =>
      management().send(new PostToConnectionCommand({ ConnectionId: connection.connectionId, Data: data })),
    ),
  );
  let delivered = 0;
  const failures: unknown[] = [];
  await Promise.all(
    results.map(async (result, index) => {
      const connectionId = connections[index]!.connectionId;
      if (result.status === 'fulfilled') {
        delivered += 1;
        return;
      }
      if ((result.reason as { name?: string }).name === 'GoneException') {
        await db.entities.liveConnection.delete({ connectionId }).go();
        return;
      }
      failures.push(result.reason);
    }),
  );
  if (failures.length > 0) {
    logger.warn('live push failed', { failed: failures.length, delivered });
    throw failures[0];
  }
  return delivered;
}
