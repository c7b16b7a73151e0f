import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { availabilityRoutes } from '#shared/api/routes/availability.ts';
import { myAvailabilities, sortAvailabilities, toAvailability } from './my-availabilities.ts';

/** The caller's availabilities: recurring rules first, then one-time dates (past ones too). */
export const handler = httpHandler(availabilityRoutes.listMyAvailabilities, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const items = await myAvailabilities(artistId);
  return { availabilities: sortAvailabilities(items.map(toAvailability)) };
});
