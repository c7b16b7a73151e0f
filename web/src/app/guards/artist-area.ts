import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { appPaths, sitePaths } from '#web/src/app/paths.ts';
import { hasApiStatus } from '#web/src/lib/api-error.ts';
import { requireSession } from './require-session.ts';

export const ONBOARDING_PATH = appPaths.onboarding;
const ARTIST_LOGIN_PATH = sitePaths.login;
/** How long the 404 that redirected to the onboarding stands for the onboarding's own load. */
const FRESH_404_MS = 5_000;

export interface ArtistAreaDependencies {
  hasSession: () => Promise<boolean>;
  fetchMe: () => Promise<MyArtist>;
  /** Keeps the loaded account for the pages (the SWR cache) and applies its preferences. */
  remember?: (artist: MyArtist) => void | Promise<void>;
}

/**
 * The guard of `/app/*`: a signed-in Cognito user (else `/login?redirect=...`) who has an artist
 * profile (`GET /api/me` 404 leads to the onboarding). Returns the account, or null during the
 * onboarding.
 */
export function artistAreaLoader(deps: ArtistAreaDependencies) {
  // A 404 that just sent the artist to the onboarding is not asked again by the redirect's own load.
  let redirectedAt = Number.NEGATIVE_INFINITY;
  return async ({ request }: LoaderFunctionArgs): Promise<MyArtist | null> => {
    await requireSession(request, deps.hasSession, ARTIST_LOGIN_PATH);
    const onOnboarding = new URL(request.url).pathname.replace(/\/$/, '') === ONBOARDING_PATH;
    if (onOnboarding && Date.now() - redirectedAt < FRESH_404_MS) {
      redirectedAt = Number.NEGATIVE_INFINITY;
      return null;
    }
    try {
      const artist = await deps.fetchMe();
      await deps.remember?.(artist);
      return artist;
    } catch (error) {
      if (!hasApiStatus(error, 404)) throw error;
      if (!onOnboarding) {
        redirectedAt = Date.now();
        throw redirect(ONBOARDING_PATH);
      }
      return null;
    }
  };
}
