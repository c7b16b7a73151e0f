import { PORTFOLIO_CHANGES } from '#events/groups.ts';
import type { DetailType } from '#events/registry.ts';
import { PAGES_API_PREFIX } from '#shared/domain/artist-page-path.ts';

/** Events that change what an artist's page shows beyond its slots: its HTML's link preview too. */
const PAGE_EVENTS: ReadonlySet<DetailType> = new Set<DetailType>([
  'artist.profile-updated',
  // Travels or works switched off or on: the pages that show them, and their previews.
  'artist.features-updated',
  // Suspended or restored by a superadmin: the page and its preview change altogether.
  'artist.suspended',
  'artist.restored',
  'artist.deleted',
  ...PORTFOLIO_CHANGES,
]);

/**
 * The CloudFront paths an artist's change makes stale (ADR 0039): the page's data and slots in one
 * wildcard path (`/api/artists/{pseudo}` and `/api/artists/{pseudo}/slots?...`), plus the pages' HTML
 * (`/{pseudo}`, `/{pseudo}/flashs/{id}`..., as viewers ask and as the routing function sends them to
 * `/api/pages/...`) when their link previews may change. CloudFront bills invalidation paths past
 * the first thousand of a month.
 */
export function publicPagePaths(detailType: DetailType, pseudo: string): string[] {
  const paths = [`/api/artists/${pseudo}*`];
  if (PAGE_EVENTS.has(detailType)) paths.push(`/${pseudo}*`, `${PAGES_API_PREFIX}/${pseudo}*`);
  return paths;
}
