import { myAccount } from '#functions/http/profile/my-account.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { reservationRoutes } from '#shared/api/routes/reservations.ts';
import { myOpeningOf } from './my-opening.ts';

/**
 * The caller's book opening (ADR 0092): where it stands, the requests confirmed for it so far, and
 * how many confirmed addresses wait to be told when it starts (ADR 0100: a count, no address).
 */
export const handler = httpHandler(reservationRoutes.getMyOpening, async ({ caller }) => {
  const artist = await myAccount(caller);
  const answer = myOpeningOf(artist, new Date());
  if (!answer.opening || !artist.opening) return answer;
  const { data: tally } = await getDb()
    .entities.openingWatchTally.get({ artistId: artist.artistId, openingId: artist.opening.openingId })
    .go();
  return { opening: { ...answer.opening, watchers: Math.max(0, tally?.confirmed ?? 0) } };
});
