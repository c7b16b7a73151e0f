import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/routes.ts';
import { getMyArtistEndpoint } from './artist/api/get-my-artist.ts';
import { getPseudoAvailabilityEndpoint } from './artist/api/get-pseudo-availability.ts';
import { startOnboardingEndpoint } from './artist/api/start-onboarding.ts';
import { getPublicProfileEndpoint } from './public-profile/api/get-public-profile.ts';

/** The endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the endpoints the SPA calls', () => {
  it.each([
    ['getMyArtist', getMyArtistEndpoint],
    ['startOnboarding', startOnboardingEndpoint],
    ['getPseudoAvailability', getPseudoAvailabilityEndpoint],
    ['getPublicProfile', getPublicProfileEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
