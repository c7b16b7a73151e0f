import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as getMyReferrals } from './get-my-referrals.ts';

export const handler = routeGroup('referrals', { getMyReferrals });
