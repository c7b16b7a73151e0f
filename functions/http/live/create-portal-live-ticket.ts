import { liveRoutes } from '../../../shared/api/routes/live.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { mintLiveTicket } from '../../lib/live/tickets.ts';
import { requireClient } from '../../lib/require-client.ts';

/** `POST /portal/live-ticket`: a ticket that opens one live connection for the signed-in client. */
export const handler = httpHandler(liveRoutes.createPortalLiveTicket, async ({ caller }) => {
  const { email } = requireClient(caller);
  return mintLiveTicket({ kind: 'client', email });
});
