import { mutate } from 'swr';
import { getMyArtist, MY_ARTIST_KEY } from '../../../features/artist/api/get-my-artist.ts';
import { applyAccountPreferences } from '../../../lib/account-preferences.ts';
import { hasCognitoSession } from '../../../lib/cognito-session.ts';
import { artistAreaLoader } from '../../guards/artist-area.ts';

/** `/app/*`: signed in, and onboarded unless on the onboarding itself; shown in the account's language and theme. */
export const loader = artistAreaLoader({
  hasSession: hasCognitoSession,
  fetchMe: getMyArtist,
  remember: async (artist) => {
    void mutate(MY_ARTIST_KEY, artist, { revalidate: false });
    await applyAccountPreferences(artist);
  },
});
