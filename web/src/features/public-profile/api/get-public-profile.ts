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

let inlined: { text: string; page: PublicProfile | undefined } | undefined;

/**
 * The page's data carried by the HTML the server answered for this artist's page (ADR 0106), for a
 * first paint without an API round trip; the hooks read the API right after as before (SWR's
 * fallback), so a copy older than the API's shows for a moment at most. None for another artist,
 * on a page served without it, or while the artist's own edit is still fresh (read afresh, as before).
 */
export function inlinedPublicPage(pseudo: string): PublicProfile | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(INLINED_PUBLIC_PAGE_ID)?.textContent ?? '';
  if (!text) return undefined;
  if (inlined?.text !== text) {
    let page: PublicProfile | undefined;
    try {
      page = JSON.parse(text) as PublicProfile;
    } catch {
      page = undefined;
    }
    inlined = { text, page };
  }
  const page = inlined.page;
  if (page?.pseudo?.toLowerCase() !== pseudo.toLowerCase()) return undefined;
  return publicPageNeedsRevalidation(page.pseudo.toLowerCase()) ? undefined : page;
}

/** An artist's public page; a 404 error means nobody has this pseudo. */
export function usePublicProfile(pseudo: string) {
  return useSWR<PublicProfile, ApiError>(publicProfileKey(pseudo), () => getPublicProfile(pseudo), {
    fallbackData: inlinedPublicPage(pseudo),
  });
}
