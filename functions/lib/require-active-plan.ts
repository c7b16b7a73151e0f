import { ApiError } from '#shared/api/errors.ts';
import { hasActivePlan } from '#shared/domain/plan-access.ts';
import type { Caller } from './caller.ts';
import { getDb } from './db.ts';
import { requireArtist } from './require-artist.ts';

/**
 * The subscription rule on the API side (ADR 0013): a route that needs an active plan answers 403
 * `subscription_inactive` to an artist whose plan is inactive (the Free plan is active). The SPA's
 * `subscription` guard sends that artist to /app/settings/plan.
 */
export function requireActivePlan<A extends { planStatus: 'active' | 'inactive' }>(artist: A): A {
  if (!hasActivePlan(artist)) throw new ApiError(403, 'subscription_inactive');
  return artist;
}

/**
 * The calling artist's account, for a route that needs an active plan: 404 until onboarding has
 * created it, 403 `subscription_inactive` when the plan is inactive.
 */
export async function activeArtist(caller: Caller) {
  const { artistId } = requireArtist(caller);
  const { data } = await getDb().entities.artist.get({ artistId }).go();
  if (!data) throw new ApiError(404, 'not_found');
  return requireActivePlan(data);
}
