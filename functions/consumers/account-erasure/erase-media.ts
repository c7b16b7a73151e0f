import { DeleteObjectsCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { env } from '#functions/lib/env.ts';
import { getS3 } from '#functions/lib/s3.ts';
import {
  EXPORT_PREFIX,
  PRIVATE_VARIANT_PREFIX,
  UPLOAD_PREFIX,
  VARIANT_PREFIX,
} from '#shared/domain/media-keys.ts';

/** Where an artist's objects live: originals, public variants, message photos, data exports. */
function mediaPrefixes(artistId: string): string[] {
  return [UPLOAD_PREFIX, VARIANT_PREFIX, PRIVATE_VARIANT_PREFIX, EXPORT_PREFIX].map(
    (prefix) => `${prefix}${artistId}/`,
  );
}

/** Deletes every object under the artist's prefixes, a listed page (up to 1,000) per request. */
export async function eraseMedia(artistId: string): Promise<number> {
  const s3 = getS3();
  let count = 0;
  for (const prefix of mediaPrefixes(artistId)) {
    for await (const page of paginateListObjectsV2(
      { client: s3 },
      { Bucket: env.mediaBucket, Prefix: prefix },
    )) {
      const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (objects.length === 0) continue;
      await s3.send(
        new DeleteObjectsCommand({ Bucket: env.mediaBucket, Delete: { Objects: objects, Quiet: true } }),
      );
      count += objects.length;
    }
  }
  return count;
}
