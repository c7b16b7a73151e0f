import { idPhotoState } from '#functions/lib/consent/id-photo.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { consentRoutes } from '#shared/api/routes/consent.ts';

/** The state of the ID photo the client announced for this booking's consent (404 for any other). */
export const handler = httpHandler(consentRoutes.getPortalConsentIdPhoto, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  return idPhotoState(email, params.bookingId, params.imageId);
});
