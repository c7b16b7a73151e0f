import { mutate } from 'swr';
import { getMyArtist, MY_ARTIST_KEY } from '../../../features/artist/api/get-my-artist.ts';
import { hasCognitoSession } from '../../../lib/cognito-session.ts';
import { artistAreaLoader } from '../../guards/artist-area.ts';

/** `/app/*`: signed in, and onboarded unless on the onboarding itself. */
export const loader = artistAreaLoader({
  hasSession: hasCognitoSession,
  fetchMe: getMyArtist,
  remember: (artist) => void mutate(MY_ARTIST_KEY, artist, { revalidate: false }),
});
