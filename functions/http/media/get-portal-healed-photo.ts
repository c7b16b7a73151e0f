import { healedPhotoImageState } from '#functions/lib/healed-photo.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { healedPhotoRoutes } from '#shared/api/routes/healed-photos.ts';

/** The state of the healed photo the client announced for this booking (404 for any other image). */
export const handler = httpHandler(healedPhotoRoutes.getPortalHealedPhoto, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  return healedPhotoImageState(email, params.bookingId, params.imageId);
});
