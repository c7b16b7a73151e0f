import { httpHandler } from '#functions/lib/http-handler.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';
import { artistToday } from '#shared/domain/public-page.ts';
import { byPeriod, toMyTravel } from '#shared/domain/travels.ts';
import { myAccount } from './my-account.ts';
import { myTravels } from './my-travels.ts';

/** The artist's travels, earliest first, each with its phase (past, ongoing, upcoming) on the artist's day. */
export const handler = httpHandler(profileRoutes.listMyTravels, async ({ caller }) => {
  const artist = await myAccount(caller);
  const today = artistToday(artist.timezone, new Date());
  const travels = (await myTravels(artist.artistId))
    .sort(byPeriod)
    .map((travel) => toMyTravel(travel, today));
  return { travels };
});
