import useSWR from 'swr';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import * as onboardingEndpoints from '#shared/api/endpoints/onboarding.ts';
import { INLINED_PUBLIC_PAGE_ID } from '#shared/domain/inlined-public-page.ts';
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

/**
 * The page's data carried by the HTML the server answered for this artist's page (ADR 0106), for a
 * first paint without an API round trip; the hooks read the API right after as before (SWR's
 * fallback, used only while SWR has no answer of its own), so a copy older than the API's shows for
 * a moment at most. None for another artist, on a page served without it, or while the artist's own
 * edit is still fresh (read afresh, as before).
 */
export function inlinedPublicPage(pseudo: string): PublicProfile | undefined {
  try {
    const page: PublicProfile = JSON.parse(
      document.getElementById(INLINED_PUBLIC_PAGE_ID)?.textContent ?? '',
    );
    if (page.pseudo === pseudo.toLowerCase() && !publicPageNeedsRevalidation(page.pseudo)) return page;
  } catch {}
  return undefined;
}

/** An artist's public page; a 404 error means nobody has this pseudo. */
export function usePublicProfile(pseudo: string) {
  return useSWR<PublicProfile, ApiError>(publicProfileKey(pseudo), () => getPublicProfile(pseudo), {
    fallbackData: inlinedPublicPage(pseudo),
  });
}
