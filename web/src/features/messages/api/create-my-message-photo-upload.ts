import type { ImageUpload } from '#shared/api/contracts/images.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/conversations/{conversationId}/photos` (`createMyMessagePhotoUpload`): a presigned POST for one photo of a message. */
export function createMyMessagePhotoUpload(
  conversationId: string,
  body: { contentType: string; size: number },
): Promise<ImageUpload> {
  return artistApi.post<ImageUpload>(
    apiPath(messagesEndpoints.createMyMessagePhotoUpload.path, { conversationId }),
    body,
  );
}
