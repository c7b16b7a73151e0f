import type { ImageUpload, ImageUploadRequest } from '../../../../../shared/api/contracts/images.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/images` of `shared/api/routes.ts` (`createImageUpload`): a presigned POST for one file. */
export const createImageUploadEndpoint = { method: 'POST', path: '/me/images' } as const;

export function createImageUpload(body: ImageUploadRequest): Promise<ImageUpload> {
  return artistApi.post<ImageUpload>(createImageUploadEndpoint.path, body);
}
