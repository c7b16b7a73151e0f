import type { ImageUpload } from '#shared/api/contracts/images.ts';
import * as messagesEndpoints from '#shared/api/endpoints/messages.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `POST /portal/conversations/{conversationId}/photos` (`createPortalMessagePhotoUpload`): a presigned POST for one photo of a message. */
export function createPortalMessagePhotoUpload(
  conversationId: string,
  body: { contentType: string; size: number },
): Promise<ImageUpload> {
  return portalApi.post<ImageUpload>(
    apiPath(messagesEndpoints.createPortalMessagePhotoUpload.path, { conversationId }),
    body,
  );
}
