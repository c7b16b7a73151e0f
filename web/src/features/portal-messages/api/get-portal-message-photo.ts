import type { ImageState } from '#shared/api/contracts/images.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `GET /portal/conversations/{conversationId}/photos/{imageId}` (`getPortalMessagePhoto`): where a photo's processing is. */
export const portalMessagePhotoPath = (conversationId: string, imageId: string) =>
  apiPath(messagesEndpoints.getPortalMessagePhoto.path, { conversationId, imageId });

export function getPortalMessagePhoto(conversationId: string, imageId: string): Promise<ImageState> {
  return portalApi.get<ImageState>(portalMessagePhotoPath(conversationId, imageId));
}
