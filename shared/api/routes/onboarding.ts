import { PUBLIC_PAGE_CACHE } from '../cache-control.ts';
import {
  myArtist,
  onboardingStart,
  pseudoAvailability,
  pseudoParams,
  publicProfile,
} from '../contracts/artists.ts';
import { defineRoute } from '../route-types.ts';

/** Onboarding and the artist account: claiming a pseudo, reading one's own account and public page. */
export const onboardingRoutes = {
  getPublicProfile: defineRoute({
    method: 'GET',
    path: '/artists/{pseudo}',
    auth: 'public',
    group: 'public',
    handler: 'functions/http/public/get-public-profile.ts',
    contract: { params: pseudoParams, response: publicProfile },
    cacheControl: PUBLIC_PAGE_CACHE,
  }),
  getPseudoAvailability: defineRoute({
    method: 'GET',
    path: '/pseudos/{pseudo}',
    auth: 'public',
    group: 'public',
    handler: 'functions/http/public/get-pseudo-availability.ts',
    contract: { params: pseudoParams, response: pseudoAvailability },
  }),
  getMyArtist: defineRoute({
    method: 'GET',
    path: '/me',
    auth: 'artist',
    group: 'artist',
    handler: 'functions/http/artist/get-my-artist.ts',
    contract: { response: myArtist },
  }),
  startOnboarding: defineRoute({
    method: 'POST',
    path: '/me/onboarding',
    auth: 'artist',
    group: 'artist',
    handler: 'functions/http/artist/start-onboarding.ts',
    contract: { body: onboardingStart, response: myArtist },
    status: 201,
  }),
} as const;
