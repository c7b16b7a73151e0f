import { randomBytes } from 'node:crypto';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { feedTokenHash } from '#functions/lib/calendar-feed-token.ts';
import { LOCAL_DISTRIBUTION_ID } from '#scripts/local-cloud/gateway/cloudfront-invalidations.ts';
import { migratePrivateByDefault } from '#scripts/private-by-default/migrate.ts';
import { privateVariantKey, variantKey } from '#shared/domain/media-keys.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { mediaS3, objectExists } from '#tests/support/media-bucket.ts';
import { onboardedArtist, storedImage } from '#tests/support/portfolio.ts';

/**
 * The one-off move of ADR 0072 against the local cloud: reference images and bug screenshots that
 * the processor wrote under `media/` before move to `private/` (public images stay), calendar secrets
 * stored in clear become their hash, the edge is told to drop `/media/*`; a second run changes nothing.
 */
const { cloud, db } = cloudAndDb();
const bucket = cloud.env.MEDIA_BUCKET!;
const s3 = mediaS3();
const cloudFront = new CloudFrontClient({});
afterAll(() => {
  s3.destroy();
  cloudFront.destroy();
});
const WIDTHS = [320, 640, 1024];

describe('scripts/private-by-default.ts', () => {
  it('moves the old public reference images and screenshots to private/, hashes clear calendar secrets, and runs again as a no-op', async () => {
    const artist = await onboardedArtist();
    const ids = {
      reference: await storedImage(db, artist.sub, 'reference'),
      support: await storedImage(db, artist.sub, 'support'),
      flash: await storedImage(db, artist.sub, 'flash'),
    };
    // As the processor left them before ADR 0072: every kind under media/.
    for (const imageId of Object.values(ids))
      for (const width of WIDTHS)
        await s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: variantKey(artist.sub, imageId, width),
            Body: `RIFF-${imageId}-${width}`,
            ContentType: 'image/webp',
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
    const secret = randomBytes(32).toString('base64url');
    await db.entities.calendarFeed
      .create({ tokenHash: feedTokenHash(secret), artistId: artist.sub, createdAt: new Date().toISOString() })
      .go();
    await db.entities.artist.patch({ artistId: artist.sub }).set({ calendarFeedToken: secret }).go();
    const run = (dryRun: boolean) =>
      migratePrivateByDefault({ db, s3, bucket, cloudFront, distributionId: LOCAL_DISTRIBUTION_ID, dryRun });

    const dry = await run(true);
    expect(dry.moved).toBeGreaterThanOrEqual(6);
    expect(dry.feedsHashed).toBeGreaterThanOrEqual(1);
    expect(await objectExists(s3, bucket, variantKey(artist.sub, ids.reference, 320))).toBe(true);

    const done = await run(false);
    expect(done.moved).toBeGreaterThanOrEqual(6);
    expect(done.invalidation).toMatch(/^private-by-default-/);
    for (const imageId of [ids.reference, ids.support])
      for (const width of WIDTHS) {
        expect(await objectExists(s3, bucket, variantKey(artist.sub, imageId, width))).toBe(false);
        expect(await objectExists(s3, bucket, privateVariantKey(artist.sub, imageId, width))).toBe(true);
        expect((await fetch(`${cloud.urls.app}/media/${artist.sub}/${imageId}/${width}.webp`)).status).toBe(
          404,
        );
      }
    // Public images stay where they are.
    expect(await objectExists(s3, bucket, variantKey(artist.sub, ids.flash, 320))).toBe(true);
    expect(await objectExists(s3, bucket, privateVariantKey(artist.sub, ids.flash, 320))).toBe(false);
    const { data: account } = await db.entities.artist.get({ artistId: artist.sub }).go();
    expect(account?.calendarFeedHash).toBe(feedTokenHash(secret));
    expect(account?.calendarFeedToken).toBeUndefined();
    expect((await fetch(`${cloud.urls.app}/api/calendar/${secret}.ics`)).status).toBe(200);

    // Again: nothing of this artist left to move or hash.
    const again = await run(false);
    expect(again.alreadyPrivate).toBeGreaterThanOrEqual(6);
    const { data: still } = await db.entities.artist.get({ artistId: artist.sub }).go();
    expect(still?.calendarFeedHash).toBe(feedTokenHash(secret));
    expect(await objectExists(s3, bucket, privateVariantKey(artist.sub, ids.support, 1024))).toBe(true);
  });
});
