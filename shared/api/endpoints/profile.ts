import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/profile.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const getMyProfile = {
  method: 'GET',
  path: '/me/profile',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const updateMyProfile = {
  method: 'PUT',
  path: '/me/profile',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const updateMyPreferences = {
  method: 'PATCH',
  path: '/me/preferences',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const updateMyFeatures = {
  method: 'PATCH',
  path: '/me/features',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const syncMyEmail = {
  method: 'PUT',
  path: '/me/email',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const listMyTravels = {
  method: 'GET',
  path: '/me/travels',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const createMyTravel = {
  method: 'POST',
  path: '/me/travels',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const updateMyTravel = {
  method: 'PUT',
  path: '/me/travels/{travelId}',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const deleteMyTravel = {
  method: 'DELETE',
  path: '/me/travels/{travelId}',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const getMyTravelDemand = {
  method: 'GET',
  path: '/me/travel-demand',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const getProofOfWorkChallenge = {
  method: 'GET',
  path: '/pow/challenge',
  auth: 'public',
  group: 'slots',
} as const satisfies Endpoint;
export const askTravelDemand = {
  method: 'POST',
  path: '/artists/{pseudo}/travels/{travelId}/demand',
  auth: 'public',
  group: 'slots',
} as const satisfies Endpoint;
export const getArtistPage = {
  method: 'GET',
  path: '/pages/{path+}',
  auth: 'public',
  group: 'pages',
} as const satisfies Endpoint;
export const getSitemap = {
  method: 'GET',
  path: '/sitemap.xml',
  auth: 'public',
  group: 'pages',
} as const satisfies Endpoint;
export const getShareCard = {
  method: 'GET',
  path: '/og/{pseudo}/{card}',
  auth: 'public',
  group: 'og',
} as const satisfies Endpoint;
