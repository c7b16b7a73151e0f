import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/portfolio.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const listMyFlashes = {
  method: 'GET',
  path: '/me/flashes',
  auth: 'artist',
  group: 'portfolio',
} as const satisfies Endpoint;
export const createFlash = {
  method: 'POST',
  path: '/me/flashes',
  auth: 'artist',
  group: 'portfolio',
} as const satisfies Endpoint;
export const getMyFlash = {
  method: 'GET',
  path: '/me/flashes/{flashId}',
  auth: 'artist',
  group: 'portfolio',
} as const satisfies Endpoint;
export const updateFlash = {
  method: 'PUT',
  path: '/me/flashes/{flashId}',
  auth: 'artist',
  group: 'portfolio',
} as const satisfies Endpoint;
export const deleteFlash = {
  method: 'DELETE',
  path: '/me/flashes/{flashId}',
  auth: 'artist',
  group: 'portfolio',
} as const satisfies Endpoint;
export const listMyWorks = {
  method: 'GET',
  path: '/me/works',
  auth: 'artist',
  group: 'portfolio',
} as const satisfies Endpoint;
export const createWork = {
  method: 'POST',
  path: '/me/works',
  auth: 'artist',
  group: 'portfolio',
} as const satisfies Endpoint;
export const getMyWork = {
  method: 'GET',
  path: '/me/works/{workId}',
  auth: 'artist',
  group: 'portfolio',
} as const satisfies Endpoint;
export const updateWork = {
  method: 'PUT',
  path: '/me/works/{workId}',
  auth: 'artist',
  group: 'portfolio',
} as const satisfies Endpoint;
export const deleteWork = {
  method: 'DELETE',
  path: '/me/works/{workId}',
  auth: 'artist',
  group: 'portfolio',
} as const satisfies Endpoint;
