import { announceHealedPhoto } from '#functions/lib/healed-photo.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { healedPhotoRoutes } from '#shared/api/routes/healed-photos.ts';

/**
 * `POST /portal/bookings/{bookingId}/healed-photo/uploads`: the client announces the photo of their
 * healed tattoo (ADR 0101): another's booking 404; not asked, or before its day, 409.
 */
export const handler = httpHandler(
  healedPhotoRoutes.createPortalHealedPhotoUpload,
  async ({ params, body, caller }) => {
    const { email } = requireClient(caller);
    return announceHealedPhoto(email, params.bookingId, body.contentType);
  },
);
