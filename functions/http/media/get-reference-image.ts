import { artistIdOfPseudo } from '#functions/lib/artist-schedule.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { imageStateOf } from '#functions/lib/image-uploads.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRequestRoutes } from '#shared/api/routes/booking-requests.ts';

/**
 * The state of a reference image announced to this artist and not yet sent with a request (404 for
 * any other image): the form polls it and shows its preview through signed URLs (ADR 0072).
 */
export const handler = httpHandler(bookingRequestRoutes.getReferenceImage, async ({ params }) => {
  const artistId = await artistIdOfPseudo(params.pseudo);
  if (!artistId) throw new ApiError(404, 'not_found');
  const state = await imageStateOf(artistId, params.imageId, { kind: 'reference', unattachedOnly: true });
  if (!state) throw new ApiError(404, 'not_found');
  return state;
});
