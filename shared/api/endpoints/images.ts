import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/images.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const createImageUpload = {
  method: 'POST',
  path: '/me/images',
  auth: 'artist',
  group: 'media',
} as const satisfies Endpoint;
export const getMyImage = {
  method: 'GET',
  path: '/me/images/{imageId}',
  auth: 'artist',
  group: 'media',
} as const satisfies Endpoint;
export const exportMyData = {
  method: 'POST',
  path: '/me/export',
  auth: 'artist',
  group: 'media',
} as const satisfies Endpoint;
