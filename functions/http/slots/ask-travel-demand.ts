import { artistIdOfPseudo } from '#functions/lib/artist-schedule.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { travelBookingOpen } from '#functions/lib/travels/travel-opening.ts';
import { ApiError } from '#shared/api/errors.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';
import { artistToday } from '#shared/domain/public-page.ts';
import { cityKey } from '#shared/domain/travel-demand.ts';
import { travelPhase } from '#shared/domain/travels.ts';

/**
 * `POST /artists/{pseudo}/travels/{travelId}/demand {email, locale}` (public, issue 14 item 6): a
 * visitor asks to be told when booking opens in a guest spot's city. Already open: answered `open`
 * and nothing kept (the page offers to choose a time). Otherwise one item per artist, city and email
 * (asking again replaces it: told once more at the next opening), answered `waiting`; the
 * `travel-demand` consumer writes to them when the artist's slots there open. An unknown artist, or
 * a travel that is not theirs or is over: 404.
 */
export const handler = httpHandler(profileRoutes.askTravelDemand, async ({ params, body }) => {
  const artistId = await artistIdOfPseudo(params.pseudo);
  if (!artistId) throw new ApiError(404, 'not_found');
  const db = getDb();
  const [{ data: travel }, { data: artist }] = await Promise.all([
    db.entities.travel.get({ artistId, travelId: params.travelId }).go(),
    db.entities.artist.get({ artistId }).go({ attributes: ['timezone', 'suspendedAt'] }),
  ]);
  const now = new Date();
  const today = artistToday(artist?.timezone, now);
  if (!travel || !artist || artist.suspendedAt || travelPhase(travel, today) === 'past')
    throw new ApiError(404, 'not_found');
  if (await travelBookingOpen(artistId, travel, today, now)) return { status: 'open' as const };
  await db.entities.travelDemand
    .put({
      artistId,
      cityKey: cityKey(travel.city),
      email: body.email,
      city: travel.city.trim(),
      locale: body.locale,
      travelId: travel.travelId,
      askedAt: now.toISOString(),
    })
    .go();
  return { status: 'waiting' as const };
});
