import { myReferrals } from '../contracts/billing.ts';
import { defineRoute } from '../route-types.ts';

/** Invite and earn (issue 12, ADR 0047): the artist's referral link, referrals and credit. */
export const referralRoutes = {
  getMyReferrals: defineRoute({
    auth: 'artist',
    group: 'referrals',
    method: 'GET',
    path: '/me/referrals',
    handler: 'functions/http/referrals/get-my-referrals.ts',
    contract: { response: myReferrals },
  }),
} as const;
