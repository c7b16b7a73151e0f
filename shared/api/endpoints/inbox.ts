import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/inbox.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const listMyRequests = {
  method: 'GET',
  path: '/me/requests',
  auth: 'artist',
  group: 'inbox',
} as const satisfies Endpoint;
export const getMyRequest = {
  method: 'GET',
  path: '/me/requests/{requestId}',
  auth: 'artist',
  group: 'inbox',
} as const satisfies Endpoint;
export const acceptMyRequest = {
  method: 'POST',
  path: '/me/requests/{requestId}/accept',
  auth: 'artist',
  group: 'inbox',
} as const satisfies Endpoint;
export const refuseMyRequest = {
  method: 'POST',
  path: '/me/requests/{requestId}/refuse',
  auth: 'artist',
  group: 'inbox',
} as const satisfies Endpoint;
export const moveMyRequest = {
  method: 'POST',
  path: '/me/requests/{requestId}/move',
  auth: 'artist',
  group: 'inbox',
} as const satisfies Endpoint;
/** The artist proposes 2 to 4 times on a pending request; the client picks one (ADR 0087). */
export const proposeMyRequestTimes = {
  method: 'POST',
  path: '/me/requests/{requestId}/propose-times',
  auth: 'artist',
  group: 'inbox',
} as const satisfies Endpoint;
/** The artist asks the client a question in their conversation: the request waits for the client. */
export const askMyRequestClient = {
  method: 'POST',
  path: '/me/requests/{requestId}/ask-client',
  auth: 'artist',
  group: 'inbox',
} as const satisfies Endpoint;
export const getMySlots = {
  method: 'GET',
  path: '/me/slots',
  auth: 'artist',
  group: 'inbox',
} as const satisfies Endpoint;
