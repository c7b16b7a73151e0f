import { mutate } from 'swr';
import { artistAreaLoader } from '#web/src/app/guards/artist-area.ts';
import { getMyArtist, MY_ARTIST_KEY } from '#web/src/features/artist/api/get-my-artist.ts';
import { applyAccountPreferences } from '#web/src/lib/account-preferences.ts';
import { hasCognitoSession } from '#web/src/lib/cognito-session.ts';
import { keptOffline, openedOffline } from '#web/src/lib/offline-snapshot.ts';

/**
 * `/app/*`: signed in, and onboarded unless on the onboarding itself; shown in the account's language
 * and theme. Without a network, the account this artist's device last read stands in (ADR 0099).
 */
export const loader = artistAreaLoader({
  // Offline past the ID token's hour, the login page opened the snapshot of this device's artist.
  hasSession: async () => !!openedOffline.owner || hasCognitoSession(),
  fetchMe: () => keptOffline(getMyArtist)(MY_ARTIST_KEY),
  remember: async (artist) => {
    void mutate(MY_ARTIST_KEY, artist, { revalidate: false });
    await applyAccountPreferences(artist);
  },
});
