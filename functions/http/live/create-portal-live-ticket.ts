import { httpHandler } from '#functions/lib/http-handler.ts';
import { mintLiveTicket } from '#functions/lib/live/tickets.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { liveRoutes } from '#shared/api/routes/live.ts';

/** `POST /portal/live-ticket`: a ticket that opens one live connection for the signed-in client. */
export const handler = httpHandler(liveRoutes.createPortalLiveTicket, async ({ caller }) => {
  const { email } = requireClient(caller);
  return mintLiveTicket({ kind: 'client', email });
});
