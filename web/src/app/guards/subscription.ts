import { redirect } from 'react-router-dom';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { hasActivePlan } from '#shared/domain/plan-access.ts';
import { appPaths } from '#web/src/app/paths.ts';
import { hasApiStatus } from '#web/src/lib/api-error.ts';
import { ONBOARDING_PATH } from './artist-area.ts';

const PLAN_SETTINGS_PATH = appPaths.plan;

/**
 * The `subscription` guard, from the plan `GET /api/me` reports: an active plan passes (the Free plan
 * is active), an inactive one leads to the plan settings. The API enforces the same rule (ADR 0013).
 */
export function subscriptionLoader(fetchMe: () => Promise<Pick<MyArtist, 'planStatus'>>) {
  return async (): Promise<null> => {
    let planStatus: MyArtist['planStatus'];
    try {
      ({ planStatus } = await fetchMe());
    } catch (error) {
      // Loaders run side by side: the area's guard may not have sent a new artist to onboarding yet.
      if (hasApiStatus(error, 404)) throw redirect(ONBOARDING_PATH);
      throw error;
    }
    if (!hasActivePlan({ planStatus })) throw redirect(PLAN_SETTINGS_PATH);
    return null;
  };
}
