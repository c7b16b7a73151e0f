import type { BookingPhotoLink } from '#shared/api/contracts/booking-photos.ts';
import { ApiError } from '#shared/api/errors.ts';
import { privateVariantKey } from '#shared/domain/media-keys.ts';
import { readyImageFields } from '#shared/domain/public-image.ts';
import { getDb } from './db.ts';
import { presignedGetUrl } from './private-media.ts';

/** How long the artist's links to a client's photo live. */
const PHOTO_LINK_SECONDS = 5 * 60;
/** The variant behind the thumbnail: the narrowest written (the processor never upscales). */
const THUMBNAIL_WIDTH = 320;

/**
 * A client's private photo of one booking as its artist opens it (the consent's ID photo, ADR 0088;
 * the healed tattoo, ADR 0101): read in the artist's own partition, an image of that kind announced
 * for that very booking and ready (else 404), two five-minute presigned GETs (a small variant for
 * the thumbnail, the largest to open).
 */
export async function bookingPhotoLinks(
  artistId: string,
  bookingId: string,
  imageId: string | undefined,
  kind: 'idPhoto' | 'healedPhoto',
): Promise<BookingPhotoLink> {
  if (!imageId) throw new ApiError(404, 'not_found');
  const { data: image } = await getDb().entities.image.get({ artistId, imageId }).go();
  const ready = image?.kind === kind && image.bookingId === bookingId ? readyImageFields(image) : undefined;
  if (!ready) throw new ApiError(404, 'not_found');
  const widths = [...ready.variantWidths].sort((a, b) => a - b);
  const thumbnail = widths.find((width) => width >= THUMBNAIL_WIDTH) ?? widths.at(-1)!;
  const now = new Date();
  const link = (width: number) =>
    presignedGetUrl(privateVariantKey(artistId, imageId, width), now, {
      expiresInSeconds: PHOTO_LINK_SECONDS,
    });
  return {
    thumbnailUrl: await link(thumbnail),
    url: await link(widths.at(-1)!),
    width: ready.width,
    height: ready.height,
  };
}
