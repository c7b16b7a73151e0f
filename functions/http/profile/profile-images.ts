import { getDb, type WriteEntities } from '#functions/lib/db.ts';
import type { ImageKind } from '#shared/api/contracts/images.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { Db } from '#shared/db/service.ts';

type ImageItem = NonNullable<Awaited<ReturnType<ReturnType<Db['entities']['image']['get']>['go']>>['data']>;

/** The images a profile points at, by the body field that names them. */
export interface ProfileImageIds {
  avatarImageId?: string | null | undefined;
  bannerImageId?: string | null | undefined;
}

const KINDS = { avatarImageId: 'avatar', bannerImageId: 'banner' } as const satisfies Record<
  keyof ProfileImageIds,
  ImageKind
>;

function named(ids: ProfileImageIds) {
  return (Object.keys(KINDS) as (keyof ProfileImageIds)[]).flatMap((field) => {
    const imageId = ids[field];
    return imageId ? [{ field, imageId, kind: KINDS[field] }] : [];
  });
}

/**
 * Reads the avatar and banner a profile edit names and refuses (400, a field error each, nothing
 * written) one that is not the caller's, not of its kind, or not ready. Keys carry the caller's
 * artistId: another artist's image is simply not found.
 */
export async function checkProfileImages(
  artistId: string,
  ids: ProfileImageIds,
): Promise<Map<string, ImageItem>> {
  const images = new Map<string, ImageItem>();
  const fields: { path: string; key: string }[] = [];
  for (const { field, imageId, kind } of named(ids)) {
    const { data } = await getDb().entities.image.get({ artistId, imageId }).go();
    const key = !data
      ? 'validation.profile.imageNotFound'
      : data.kind !== kind
        ? 'validation.profile.imageWrongKind'
        : data.status !== 'ready'
          ? 'validation.profile.imageNotReady'
          : undefined;
    if (key) fields.push({ path: field, key });
    else if (data) images.set(imageId, data);
  }
  if (fields.length > 0) throw new ApiError(400, 'validation_failed', fields);
  return images;
}

/** Reads the profile's current images (for the editor's previews); missing ones are left out. */
export async function readProfileImages(
  artistId: string,
  ids: { avatarImageId?: string | undefined; bannerImageId?: string | undefined },
): Promise<Map<string, ImageItem>> {
  const images = new Map<string, ImageItem>();
  for (const { imageId } of named(ids)) {
    const { data } = await getDb().entities.image.get({ artistId, imageId }).go();
    if (data) images.set(imageId, data);
  }
  return images;
}

/** In the write transaction: each named image is still the artist's, of its kind and ready. */
export function profileImageChecks(image: WriteEntities['image'], artistId: string, ids: ProfileImageIds) {
  return named(ids).map(({ imageId, kind }: { imageId: string; kind: ImageKind }) =>
    image
      .check({ artistId, imageId })
      .where(({ status, kind: imageKind }, { eq }) => `${eq(status, 'ready')} AND ${eq(imageKind, kind)}`)
      .commit(),
  );
}
