import type { ImageState } from '../../../../../shared/api/contracts/images.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `GET /me/images/{imageId}` of `shared/api/routes.ts` (`getMyImage`): where an upload is. */
export const getMyImageEndpoint = { method: 'GET', path: '/me/images/{imageId}' } as const;

export function myImagePath(imageId: string) {
  return getMyImageEndpoint.path.replace('{imageId}', encodeURIComponent(imageId));
}

export function getMyImage(imageId: string): Promise<ImageState> {
  return artistApi.get<ImageState>(myImagePath(imageId));
}
