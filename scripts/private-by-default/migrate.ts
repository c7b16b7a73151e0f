import { type CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { CopyObjectCommand, DeleteObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { feedTokenHash } from '#functions/lib/calendar-feed-token.ts';
import { PRIVATE_VARIANT_CACHE_CONTROL } from '#functions/media/process-upload.ts';
import type { Db } from '#shared/db/service.ts';
import { isPrivateImageKind, privateVariantKey, variantKey } from '#shared/domain/media-keys.ts';

export interface MigrationReport {
  /** Variants moved from `media/` to `private/` (reference images and bug screenshots). */
  moved: number;
  /** Variants already under `private/` only (an earlier run, or processed after ADR 0072). */
  alreadyPrivate: number;
  /** Artists whose calendar secret in clear became its hash. */
  feedsHashed: number;
  /** The CloudFront invalidation asked for, if any variant was moved and a distribution was given. */
  invalidation?: string;
}

async function exists(s3: S3Client, bucket: string, key: string) {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotFound' || name === 'NoSuchKey' || name === 'Forbidden') return false;
    throw error;
  }
}

/**
 * The one-off move to private by default (ADR 0072), safe to run again and to stop halfway:
 * 1. every ready image of a private kind that is not a message photo (client reference images, bug
 *    screenshots) has each variant copied from `media/` to `private/` (private cache header), then
 *    the public one deleted; then one CloudFront invalidation of `/media/*` drops what the edge
 *    still holds (browsers that fetched one before keep their copy: nothing can reach those);
 * 2. every artist whose calendar secret is stored in clear gets its SHA-256 instead (the
 *    `calendarFeed` item is already filed by that hash: subscribed calendars notice nothing).
 * `dryRun` counts and changes nothing.
 */
export async function migratePrivateByDefault(options: {
  db: Db;
  s3: S3Client;
  bucket: string;
  cloudFront?: CloudFrontClient;
  distributionId?: string;
  dryRun?: boolean;
  now?: Date;
}): Promise<MigrationReport> {
  const { db, s3, bucket, dryRun } = options;
  const report: MigrationReport = { moved: 0, alreadyPrivate: 0, feedsHashed: 0 };

  const { data: ready } = await db.entities.image.scan
    .where(({ status }, { eq }) => eq(status, 'ready'))
    .go({ pages: 'all' });
  // Message photos were private from the start (ADR 0041).
  const images = ready.filter((image) => isPrivateImageKind(image.kind) && image.kind !== 'message');
  for (const image of images) {
    for (const width of image.variantWidths ?? []) {
      const from = variantKey(image.artistId, image.imageId, width);
      const to = privateVariantKey(image.artistId, image.imageId, width);
      if (!(await exists(s3, bucket, from))) {
        report.alreadyPrivate += 1;
        continue;
      }
      report.moved += 1;
      if (dryRun) continue;
      if (!(await exists(s3, bucket, to))) {
        await s3.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: to,
            CopySource: `${bucket}/${from}`,
            MetadataDirective: 'REPLACE',
            ContentType: 'image/webp',
            CacheControl: PRIVATE_VARIANT_CACHE_CONTROL,
          }),
        );
      }
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: from }));
    }
  }

  const { data: artists } = await db.entities.artist.scan
    .where(({ calendarFeedToken }, { exists: has }) => has(calendarFeedToken))
    .go({ pages: 'all' });
  for (const artist of artists) {
    const token = artist.calendarFeedToken;
    if (!token) continue;
    report.feedsHashed += 1;
    if (dryRun) continue;
    await db.entities.artist
      .patch({ artistId: artist.artistId })
      .set({ calendarFeedHash: feedTokenHash(token) })
      .remove(['calendarFeedToken'])
      .where(({ calendarFeedToken }, { eq }) => eq(calendarFeedToken, token))
      .go()
      .catch((error: { message?: string }) => {
        // Changed meanwhile (a new address, a stop, the settings' own migration): that write stands.
        if (!/conditional request failed/i.test(error.message ?? '')) throw error;
        report.feedsHashed -= 1;
      });
  }

  if (!dryRun && report.moved > 0 && options.cloudFront && options.distributionId) {
    const reference = `private-by-default-${(options.now ?? new Date()).toISOString()}`;
    await options.cloudFront.send(
      new CreateInvalidationCommand({
        DistributionId: options.distributionId,
        InvalidationBatch: { CallerReference: reference, Paths: { Quantity: 1, Items: ['/media/*'] } },
      }),
    );
    report.invalidation = reference;
  }
  return report;
}
