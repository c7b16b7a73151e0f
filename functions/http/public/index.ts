import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as getPseudoAvailability } from './get-pseudo-availability.ts';
import { handler as getPublicProfile } from './get-public-profile.ts';

export const handler = routeGroup('public', { getPublicProfile, getPseudoAvailability });
