import { liveRoutes } from '../../../shared/api/routes/live.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { mintLiveTicket } from '../../lib/live/tickets.ts';
import { requireArtist } from '../../lib/require-artist.ts';

/** `POST /me/live-ticket`: a ticket that opens one live connection for the signed-in artist. */
export const handler = httpHandler(liveRoutes.createMyLiveTicket, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  return mintLiveTicket({ kind: 'artist', artistId });
});
