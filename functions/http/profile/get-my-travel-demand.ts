import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';
import { demandByCity } from '#shared/domain/travel-demand.ts';
import { myAccount } from './my-account.ts';

/** `GET /me/travel-demand` (issue 14, item 6): who asked to be told where, per city, most waiting first. */
export const handler = httpHandler(profileRoutes.getMyTravelDemand, async ({ caller }) => {
  const { artistId } = await myAccount(caller);
  const { data } = await getDb()
    .entities.travelDemand.query.byArtist({ artistId })
    .go({ pages: 'all', attributes: ['city', 'cityKey', 'askedAt', 'notifiedAt'] });
  return { cities: demandByCity(data) };
});
