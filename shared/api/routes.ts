import { z } from 'zod';
import {
  myArtist,
  onboardingStart,
  pseudoAvailability,
  pseudoParams,
  publicProfile,
} from './contracts/artists.ts';
import { defineRoute } from './route-types.ts';

/**
 * The route table: the one source of truth for the HTTP API. CDK builds the API Gateway routes,
 * authorizers and functions from it, the local gateway serves it, and the SPA calls it with the same
 * contracts.
 */
export const routes = {
  getPublicProfile: defineRoute({
    method: 'GET',
    path: '/artists/{pseudo}',
    auth: 'public',
    group: 'public',
    handler: 'functions/http/public/get-public-profile.ts',
    contract: { params: pseudoParams, response: publicProfile },
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

export type RouteId = keyof typeof routes;
export type Routes = typeof routes;
export const ROUTE_IDS = Object.keys(routes) as RouteId[];

/** Contract of the answer of `/api/health` (served by the gateway itself, not a Lambda). */
export const health = z.object({ status: z.literal('ok'), services: z.record(z.string(), z.string()) });
