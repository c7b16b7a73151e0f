import { ApiError } from '../../../shared/api/errors.ts';
import { bookingRequestRoutes } from '../../../shared/api/routes/booking-requests.ts';
import { artistIdOfPseudo } from '../../lib/artist-schedule.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { imageStateOf } from '../../lib/image-uploads.ts';

/** The state of a reference image announced to this artist (404 for any other image): the form polls it. */
export const handler = httpHandler(bookingRequestRoutes.getReferenceImage, async ({ params }) => {
  const artistId = await artistIdOfPseudo(params.pseudo);
  if (!artistId) throw new ApiError(404, 'not_found');
  const state = await imageStateOf(artistId, params.imageId, { kind: 'reference' });
  if (!state) throw new ApiError(404, 'not_found');
  return state;
});
