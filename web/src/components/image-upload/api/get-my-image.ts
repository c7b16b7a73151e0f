import type { ImageState } from '#shared/api/contracts/images.ts';
import * as imagesEndpoints from '#shared/api/endpoints/images.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/images/{imageId}` of `shared/api/routes.ts` (`getMyImage`): where an upload is. */
export function myImagePath(imageId: string) {
  return imagesEndpoints.getMyImage.path.replace('{imageId}', encodeURIComponent(imageId));
}

export function getMyImage(imageId: string): Promise<ImageState> {
  return artistApi.get<ImageState>(myImagePath(imageId));
}
