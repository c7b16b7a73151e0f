import useSWR from 'swr';
import type { MyReferrals } from '../../../../../shared/api/contracts/billing.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `GET /me/referrals` of `shared/api/routes/referrals.ts` (`getMyReferrals`): invite and earn. */
export const getMyReferralsEndpoint = { method: 'GET', path: '/me/referrals' } as const;

export function getMyReferrals(): Promise<MyReferrals> {
  return artistApi.get<MyReferrals>(getMyReferralsEndpoint.path);
}

export function useMyReferrals() {
  return useSWR<MyReferrals, ApiError>(getMyReferralsEndpoint.path, getMyReferrals);
}
