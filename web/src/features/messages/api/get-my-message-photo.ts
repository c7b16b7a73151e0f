import type { ImageState } from '#shared/api/contracts/images.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/conversations/{conversationId}/photos/{imageId}` (`getMyMessagePhoto`): where a photo's processing is. */
export const myMessagePhotoPath = (conversationId: string, imageId: string) =>
  apiPath(messagesEndpoints.getMyMessagePhoto.path, { conversationId, imageId });

export function getMyMessagePhoto(conversationId: string, imageId: string): Promise<ImageState> {
  return artistApi.get<ImageState>(myMessagePhotoPath(conversationId, imageId));
}
