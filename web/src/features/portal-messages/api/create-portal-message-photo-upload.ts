import type { ImageUpload } from '../../../../../shared/api/contracts/images.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/** `POST /portal/conversations/{conversationId}/photos` (`createPortalMessagePhotoUpload`): a presigned POST for one photo of a message. */
export const createPortalMessagePhotoUploadEndpoint = {
  method: 'POST',
  path: '/portal/conversations/{conversationId}/photos',
} as const;

export function createPortalMessagePhotoUpload(
  conversationId: string,
  body: { contentType: string; size: number },
): Promise<ImageUpload> {
  return portalApi.post<ImageUpload>(
    apiPath(createPortalMessagePhotoUploadEndpoint.path, { conversationId }),
    body,
  );
}
