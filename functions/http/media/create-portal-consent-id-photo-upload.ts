import { announceIdPhoto } from '#functions/lib/consent/id-photo.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { consentRoutes } from '#shared/api/routes/consent.ts';

/** `POST /portal/bookings/{bookingId}/consent/id-photo`: the client announces an ID photo (ADR 0088). */
export const handler = httpHandler(
  consentRoutes.createPortalConsentIdPhotoUpload,
  async ({ params, body, caller }) => {
    const { email } = requireClient(caller);
    return announceIdPhoto(email, params.bookingId, body.contentType);
  },
);
