import { httpHandler } from '#functions/lib/http-handler.ts';
import { mintLiveTicket } from '#functions/lib/live/tickets.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { liveRoutes } from '#shared/api/routes/live.ts';

/** `POST /me/live-ticket`: a ticket that opens one live connection for the signed-in artist. */
export const handler = httpHandler(liveRoutes.createMyLiveTicket, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  return mintLiveTicket({ kind: 'artist', artistId });
});
