import { getDb } from '#functions/lib/db.ts';
import type { SocketEvent } from '#functions/lib/live/socket-events.ts';
import { LIVE_CONNECTION_SECONDS } from '#shared/domain/live/party.ts';

/** `$connect`: the connection, authorized for its party, is kept until `$disconnect` or its TTL. */
export const handler = async (event: SocketEvent) => {
  const party = event.requestContext.authorizer?.party;
  if (!party) return { statusCode: 403 };
  const now = new Date();
  await getDb()
    .entities.liveConnection.put({
      connectionId: event.requestContext.connectionId,
      party,
      connectedAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + LIVE_CONNECTION_SECONDS,
    })
    .go();
  return { statusCode: 200 };
};
