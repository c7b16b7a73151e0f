import { type SocketAuthorizerEvent, socketPolicy } from '#functions/lib/live/socket-events.ts';
import { useLiveTicket } from '#functions/lib/live/tickets.ts';

/**
 * The WebSocket API's `$connect` authorizer (REQUEST, the only kind WebSockets have): the `ticket`
 * query parameter must be a live ticket not used yet and not expired; it is used up here, and its
 * party goes to `$connect` in the authorizer's context. Anything else is denied (403).
 */
export const handler = async (event: SocketAuthorizerEvent) => {
  const party = await useLiveTicket(event.queryStringParameters?.ticket ?? undefined);
  return party ? socketPolicy('Allow', event.methodArn, party) : socketPolicy('Deny', event.methodArn);
};
