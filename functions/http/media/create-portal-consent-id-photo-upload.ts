import { announceIdPhoto } from '#functions/lib/consent/id-photo.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { consentIdPhotoRoutes } from '#shared/api/routes/consent-id-photo.ts';

/** `POST /portal/bookings/{bookingId}/consent/id-photo`: the client announces an ID photo (ADR 0088). */
export const handler = httpHandler(
  consentIdPhotoRoutes.createPortalConsentIdPhotoUpload,
  async ({ params, body, caller }) => {
    const { email } = requireClient(caller);
    return announceIdPhoto(email, params.bookingId, body.contentType);
  },
);
