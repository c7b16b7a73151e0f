import useSWR from 'swr';
import type { MyReferrals } from '#shared/api/contracts/billing.ts';
import * as referralsEndpoints from '#shared/api/endpoints/referrals.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/referrals` of `shared/api/routes/referrals.ts` (`getMyReferrals`): invite and earn. */
function getMyReferrals(): Promise<MyReferrals> {
  return artistApi.get<MyReferrals>(referralsEndpoints.getMyReferrals.path);
}

export function useMyReferrals() {
  return useSWR<MyReferrals, ApiError>(referralsEndpoints.getMyReferrals.path, getMyReferrals);
}
