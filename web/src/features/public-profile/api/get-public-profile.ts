import useSWR from 'swr';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import * as onboardingEndpoints from '#shared/api/endpoints/onboarding.ts';
import { api } from '#web/src/lib/api.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { publicPageNeedsRevalidation } from '#web/src/lib/public-page-freshness.ts';

/** `GET /artists/{pseudo}` of `shared/api/routes.ts` (`getPublicProfile`), public. */
export function publicProfileKey(pseudo: string): string {
  return apiPath(onboardingEndpoints.getPublicProfile.path, { pseudo });
}

/**
 * The whole public page in one request: profile, travels, flashes and works. Right after the artist
 * edited it, the browser's short cache is skipped so the artist sees the change.
 */
export function getPublicProfile(pseudo: string): Promise<PublicProfile> {
  const fresh = publicPageNeedsRevalidation(pseudo.toLowerCase());
  return api.get<PublicProfile>(
    publicProfileKey(pseudo),
    fresh ? { headers: { 'Cache-Control': 'no-cache' } } : {},
  );
}

/** An artist's public page; a 404 error means nobody has this pseudo. */
export function usePublicProfile(pseudo: string) {
  return useSWR<PublicProfile, ApiError>(publicProfileKey(pseudo), () => getPublicProfile(pseudo));
}
