import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as getMyClientProfile } from './get-my-client-profile.ts';
import { handler as updateMyClientProfile } from './update-my-client-profile.ts';

export const handler = routeGroup('portal-profile', { getMyClientProfile, updateMyClientProfile });
