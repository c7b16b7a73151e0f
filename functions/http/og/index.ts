import { routeGroup, withRoute } from '#functions/lib/route-group.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';
import { handler as getShareCard } from './get-share-card.ts';

/** The share cards: their own function, the only HTTP one that bundles sharp and fonts (ADR 0036). */
export const handler = routeGroup('og', {
  getShareCard: withRoute(profileRoutes.getShareCard, getShareCard),
});
