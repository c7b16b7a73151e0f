import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as getMyArtist } from './get-my-artist.ts';
import { handler as startOnboarding } from './start-onboarding.ts';

export const handler = routeGroup('artist', { getMyArtist, startOnboarding });
