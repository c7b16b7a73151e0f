import type { ImageUpload, ImageUploadRequest } from '#shared/api/contracts/images.ts';
import * as imagesEndpoints from '#shared/api/endpoints/images.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/images` of `shared/api/routes.ts` (`createImageUpload`): a presigned POST for one file. */
export function createImageUpload(body: ImageUploadRequest): Promise<ImageUpload> {
  return artistApi.post<ImageUpload>(imagesEndpoints.createImageUpload.path, body);
}
