import type { ImageUpload } from '../../../../../shared/api/contracts/images.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/conversations/{conversationId}/photos` (`createMyMessagePhotoUpload`): a presigned POST for one photo of a message. */
export const createMyMessagePhotoUploadEndpoint = {
  method: 'POST',
  path: '/me/conversations/{conversationId}/photos',
} as const;

export function createMyMessagePhotoUpload(
  conversationId: string,
  body: { contentType: string; size: number },
): Promise<ImageUpload> {
  return artistApi.post<ImageUpload>(
    apiPath(createMyMessagePhotoUploadEndpoint.path, { conversationId }),
    body,
  );
}
