import useSWR from 'swr';
import type { ImageState, ImageUpload } from '#shared/api/contracts/images.ts';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import * as healedPhotoEndpoints from '#shared/api/endpoints/healed-photos.ts';
import * as portalEndpoints from '#shared/api/endpoints/portal.ts';
import type { UploadEndpoints } from '#web/src/components/image-upload/upload-endpoints.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/**
 * The image field's calls for the photo of the healed tattoo (ADR 0101):
 * `createPortalHealedPhotoUpload` announces it for this booking, `getPortalHealedPhoto` is polled
 * while the processor works (and shows the photo sent, through signed URLs).
 */
export function healedPhotoUploadEndpoints(bookingId: string): UploadEndpoints {
  const statePath = (imageId: string) =>
    apiPath(healedPhotoEndpoints.getPortalHealedPhoto.path, { bookingId, imageId });
  return {
    create: (file) =>
      portalApi.post<ImageUpload>(
        apiPath(healedPhotoEndpoints.createPortalHealedPhotoUpload.path, { bookingId }),
        file,
      ),
    statePath,
    state: (imageId) => portalApi.get<ImageState>(statePath(imageId)),
  };
}

/** The photo sent, as the client sees it (signed URLs, read again when the card names another). */
export function useSentHealedPhoto(bookingId: string, imageId: string | undefined) {
  return useSWR<ImageState, ApiError>(
    imageId ? apiPath(healedPhotoEndpoints.getPortalHealedPhoto.path, { bookingId, imageId }) : null,
    (path: string) => portalApi.get<ImageState>(path),
    { revalidateOnFocus: false },
  );
}

/** `PUT /portal/bookings/{bookingId}/healed-photo` (`sendPortalHealedPhoto`): the upload becomes the booking's photo. */
export function sendPortalHealedPhoto(bookingId: string, imageId: string): Promise<PortalBooking> {
  return portalApi.put<PortalBooking>(apiPath(portalEndpoints.sendPortalHealedPhoto.path, { bookingId }), {
    imageId,
  });
}
