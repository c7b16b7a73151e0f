import { PUBLIC_PAGE_CACHE } from '#shared/api/cache-control.ts';
import {
  myArtist,
  onboardingStart,
  pseudoAvailability,
  pseudoParams,
  publicProfile,
} from '#shared/api/contracts/artists.ts';
import * as endpoints from '#shared/api/endpoints/onboarding.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** Onboarding and the artist account: claiming a pseudo, reading one's own account and public page. */
export const onboardingRoutes = defineRoutes(endpoints, {
  getPublicProfile: {
    handler: 'functions/http/public/get-public-profile.ts',
    contract: { params: pseudoParams, response: publicProfile },
    cacheControl: PUBLIC_PAGE_CACHE,
  },
  getPseudoAvailability: {
    handler: 'functions/http/public/get-pseudo-availability.ts',
    contract: { params: pseudoParams, response: pseudoAvailability },
  },
  getMyArtist: {
    handler: 'functions/http/artist/get-my-artist.ts',
    contract: { response: myArtist },
  },
  startOnboarding: {
    handler: 'functions/http/artist/start-onboarding.ts',
    contract: { body: onboardingStart, response: myArtist },
    status: 201,
  },
});
