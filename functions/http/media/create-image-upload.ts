import { httpHandler } from '#functions/lib/http-handler.ts';
import { announceImageUpload } from '#functions/lib/image-uploads.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { imageRoutes } from '#shared/api/routes/images.ts';

/** Announces one of the artist's uploads: a pending image and its presigned POST (ADR 0014). */
export const handler = httpHandler(imageRoutes.createImageUpload, async ({ body, caller }) => {
  const { artistId } = requireArtist(caller);
  return announceImageUpload({ artistId, kind: body.kind, contentType: body.contentType });
});
