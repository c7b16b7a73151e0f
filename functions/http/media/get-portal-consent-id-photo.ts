import { idPhotoState } from '#functions/lib/consent/id-photo.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { consentIdPhotoRoutes } from '#shared/api/routes/consent-id-photo.ts';

/** The state of the ID photo the client announced for this booking's consent (404 for any other). */
export const handler = httpHandler(
  consentIdPhotoRoutes.getPortalConsentIdPhoto,
  async ({ params, caller }) => {
    const { email } = requireClient(caller);
    return idPhotoState(email, params.bookingId, params.imageId);
  },
);
