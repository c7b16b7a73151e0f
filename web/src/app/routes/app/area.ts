import { mutate } from 'swr';
import { artistAreaLoader } from '#web/src/app/guards/artist-area.ts';
import { getMyArtist, MY_ARTIST_KEY } from '#web/src/features/artist/api/get-my-artist.ts';
import { applyAccountPreferences } from '#web/src/lib/account-preferences.ts';
import { hasCognitoSession } from '#web/src/lib/cognito-session.ts';

/** `/app/*`: signed in, and onboarded unless on the onboarding itself; shown in the account's language and theme. */
export const loader = artistAreaLoader({
  hasSession: hasCognitoSession,
  fetchMe: getMyArtist,
  remember: async (artist) => {
    void mutate(MY_ARTIST_KEY, artist, { revalidate: false });
    await applyAccountPreferences(artist);
  },
});
