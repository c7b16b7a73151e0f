import type { WriteEntities } from '#functions/lib/db.ts';
import type { ImageKind } from '#shared/api/contracts/images.ts';

/**
 * Condition checks for a write transaction: each image is still the artist's, of this kind and
 * ready when the flash or work is written (the earlier read gives the clear message; this closes
 * the race).
 */
export function readyImageChecks(
  image: WriteEntities['image'],
  artistId: string,
  imageIds: readonly string[],
  kind: ImageKind,
) {
  return imageIds.map((imageId) =>
    image
      .check({ artistId, imageId })
      .where(({ status, kind: imageKind }, { eq }) => `${eq(status, 'ready')} AND ${eq(imageKind, kind)}`)
      .commit(),
  );
}
