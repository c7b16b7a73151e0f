import { artistSlotList } from '#functions/lib/artist-schedule.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { inboxRoutes } from '#shared/api/routes/inbox.ts';

/**
 * The caller's own free slots of the local days [from, from + days), in the public slots' compact
 * shape: the same engine and data as `GET /artists/{pseudo}/slots`, read afresh (no cache), but
 * neither the request delay nor the open/closed toggles apply: the artist may move a request or a
 * booking to any free slot still ahead.
 */
export const handler = httpHandler(inboxRoutes.getMySlots, async ({ query, caller }) => {
  const { artistId } = requireArtist(caller);
  const list = await artistSlotList(artistId, query, 'artist');
  if (!list) throw new ApiError(404, 'not_found');
  return list;
});
