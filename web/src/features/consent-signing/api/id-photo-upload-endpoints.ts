import type { ImageState, ImageUpload } from '#shared/api/contracts/images.ts';
import * as idPhotoEndpoints from '#shared/api/endpoints/consent-id-photo.ts';
import type { UploadEndpoints } from '#web/src/components/image-upload/upload-endpoints.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/**
 * The image field's calls for a consent's ID photo (ADR 0088): `createPortalConsentIdPhotoUpload`
 * announces it for this booking, `getPortalConsentIdPhoto` is polled while the processor works.
 */
export function idPhotoUploadEndpoints(bookingId: string): UploadEndpoints {
  const statePath = (imageId: string) =>
    apiPath(idPhotoEndpoints.getPortalConsentIdPhoto.path, { bookingId, imageId });
  return {
    create: (file) =>
      portalApi.post<ImageUpload>(
        apiPath(idPhotoEndpoints.createPortalConsentIdPhotoUpload.path, { bookingId }),
        file,
      ),
    statePath,
    state: (imageId) => portalApi.get<ImageState>(statePath(imageId)),
  };
}
