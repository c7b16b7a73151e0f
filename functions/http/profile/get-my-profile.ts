import { httpHandler } from '#functions/lib/http-handler.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';
import { toMyProfile } from '#shared/domain/my-profile.ts';
import { myAccount } from './my-account.ts';
import { readProfileImages } from './profile-images.ts';

/** The profile editor's data: the artist's profile, with the picture and banner variants. */
export const handler = httpHandler(profileRoutes.getMyProfile, async ({ caller }) => {
  const artist = await myAccount(caller);
  return toMyProfile(artist, await readProfileImages(artist.artistId, artist));
});
