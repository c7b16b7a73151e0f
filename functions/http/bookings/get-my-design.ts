import { getDb } from '#functions/lib/db.ts';
import { readVersions } from '#functions/lib/designs/design-items.ts';
import { designSubject } from '#functions/lib/designs/design-subjects.ts';
import { designViewOf } from '#functions/lib/designs/design-views.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { designRoutes } from '#shared/api/routes/designs.ts';

/**
 * `GET /me/designs/{requestId}` (ADR 0090): the design of one of the artist's bookings or requests
 * (none shared yet: `state: none`), every version with the client's answers, and whether a new
 * version may be shared now. Another artist's id: 404.
 */
export const handler = httpHandler(designRoutes.getMyDesign, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  const now = new Date();
  const subject = await designSubject(artistId, params.requestId, now);
  const [{ data: artist }, versions] = await Promise.all([
    getDb().entities.artist.get({ artistId }).go(),
    readVersions(artistId, params.requestId),
  ]);
  if (!artist) throw new ApiError(404, 'not_found');
  return designViewOf(params.requestId, versions, artist, now, { shareable: subject.live });
});
