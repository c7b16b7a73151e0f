import { DeleteConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { getDb } from '#functions/lib/db.ts';
import { liveManagement } from './management.ts';

/**
 * Closes every open live connection of a party (API Gateway's `DeleteConnection`) and forgets its
 * item; one already gone (`GoneException`) is forgotten too. Any other failure throws, so the event
 * is retried. Returns how many were closed.
 */
export async function closePartyConnections(party: string): Promise<number> {
  const db = getDb();
  const { data: connections } = await db.entities.liveConnection.query
    .byParty({ party })
    .go({ pages: 'all' });
  let closed = 0;
  for (const { connectionId } of connections) {
    try {
      await liveManagement().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
      closed += 1;
    } catch (error) {
      if ((error as { name?: string }).name !== 'GoneException') throw error;
    }
    await db.entities.liveConnection.delete({ connectionId }).go();
  }
  return closed;
}
