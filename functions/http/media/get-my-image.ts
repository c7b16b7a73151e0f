import { httpHandler } from '#functions/lib/http-handler.ts';
import { imageStateOf } from '#functions/lib/image-uploads.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { imageRoutes } from '#shared/api/routes/images.ts';

/** The state of one of the caller's uploads (404 for anyone else's): the browser polls it. */
export const handler = httpHandler(imageRoutes.getMyImage, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  const state = await imageStateOf(artistId, params.imageId);
  if (!state) throw new ApiError(404, 'not_found');
  return state;
});
