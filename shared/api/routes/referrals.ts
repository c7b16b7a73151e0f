import { myReferrals } from '#shared/api/contracts/billing.ts';
import * as endpoints from '#shared/api/endpoints/referrals.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** Invite and earn (issue 12, ADR 0047): the artist's referral link, referrals and credit. */
export const referralRoutes = defineRoutes(endpoints, {
  getMyReferrals: {
    handler: 'functions/http/referrals/get-my-referrals.ts',
    contract: { response: myReferrals },
  },
});
