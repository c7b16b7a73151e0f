import { getDb } from '#functions/lib/db.ts';
import type { ImageKind } from '#shared/api/contracts/images.ts';
import { ApiError } from '#shared/api/errors.ts';

type ImageItem = NonNullable<Awaited<ReturnType<ReturnType<typeof getImage>['go']>>['data']>;
const getImage = (key: { artistId: string; imageId: string }) => getDb().entities.image.get(key);

/**
 * Reads the caller's images named by a flash or a work and refuses (400, one field error per image,
 * nothing written) any that is not the caller's, not of this kind, or not ready yet. Keys carry the
 * caller's artistId, so another artist's image is simply not found.
 */
export async function checkImages(
  artistId: string,
  imageIds: readonly string[],
  kind: ImageKind,
): Promise<Map<string, ImageItem>> {
  const found = new Map<string, ImageItem>();
  let keys = imageIds.map((imageId) => ({ artistId, imageId }));
  for (let attempt = 0; keys.length > 0; attempt++) {
    if (attempt === 3) throw new Error('images stayed unprocessed in BatchGetItem');
    const { data, unprocessed } = await getDb().entities.image.get(keys).go();
    for (const image of data) found.set(image.imageId, image);
    keys = unprocessed.map(({ imageId }) => ({ artistId, imageId }));
  }
  const fields = imageIds.flatMap((imageId, index) => {
    const image = found.get(imageId);
    const key = !image
      ? 'validation.portfolio.imageNotFound'
      : image.kind !== kind
        ? 'validation.portfolio.imageWrongKind'
        : image.status === 'rejected'
          ? 'validation.portfolio.imageRejected'
          : image.status !== 'ready'
            ? 'validation.portfolio.imageNotReady'
            : undefined;
    return key ? [{ path: `imageIds.${index}`, key }] : [];
  });
  if (fields.length > 0) throw new ApiError(400, 'validation_failed', fields);
  return found;
}
