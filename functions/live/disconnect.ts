import { getDb } from '#functions/lib/db.ts';
import type { SocketEvent } from '#functions/lib/live/socket-events.ts';

/** `$disconnect`: the connection is forgotten (a push to it would fail anyway). */
export const handler = async (event: SocketEvent) => {
  await getDb().entities.liveConnection.delete({ connectionId: event.requestContext.connectionId }).go();
  return { statusCode: 200 };
};
