import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { getMyReferralsEndpoint } from './get-my-referrals.ts';

describe('the referral endpoints', () => {
  it('getMyReferrals matches shared/api/routes.ts', () => {
    const route = routes.getMyReferrals;
    expect({ method: route.method, path: route.path }).toEqual(getMyReferralsEndpoint);
  });
});
