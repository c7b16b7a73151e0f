import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';
import { requestUsage } from '#shared/domain/booking/reservation-rules.ts';
import { myAccount } from './my-account.ts';

/**
 * `PUT /me/email`: the account's email (where the artist's notifications and digest go) becomes the
 * sign-in email of the caller's token. Cognito changes that claim only once the new address is
 * verified (the pool keeps the original until then), so nothing unverified is ever copied; a call
 * with nothing new writes nothing.
 */
export const handler = httpHandler(profileRoutes.syncMyEmail, async ({ caller }) => {
  const artist = await myAccount(caller);
  const email = requireArtist(caller).email.trim().toLowerCase();
  if (!email) throw new ApiError(400, 'email_missing');
  const view = (address: string) => ({ ...artist, email: address, requestLimit: requestUsage(artist) });
  if (artist.email === email) return view(email);
  await getDb().entities.artist.patch({ artistId: artist.artistId }).set({ email }).go();
  return view(email);
});
