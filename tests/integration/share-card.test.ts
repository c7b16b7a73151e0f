import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { shareCardKey } from '#shared/domain/share-card.ts';
import { api } from '#tests/support/api.ts';
import type { TestArtist } from '#tests/support/artists.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { onboardedArtist, storedImage } from '#tests/support/portfolio.ts';

/**
 * The generated share card (issue 9, item 5): an artist page without a picture previews with a
 * 1200 x 630 PNG of its name, address and first flash, drawn on its first request through the local
 * gateway and kept in the media bucket (s3rver).
 */
const { cloud, db } = cloudAndDb();
const s3 = new S3Client({ forcePathStyle: true });
const CRAWLER = { 'user-agent': 'facebookexternalhit/1.1', accept: 'text/html' };

let artist: TestArtist & { pseudo: string };

async function ogImage(pseudo: string) {
  const html = await (await fetch(`${cloud.urls.app}/${pseudo}`, { headers: CRAWLER })).text();
  const tag = (key: string) => new RegExp(`<meta property="${key}" content="([^"]*)" />`).exec(html)?.[1];
  return { url: tag('og:image') ?? '', width: tag('og:image:width'), height: tag('og:image:height') };
}

/** The card's colour where the flash (or the initial's disc) is drawn, right of centre. */
async function pictureColour(png: Buffer) {
  const { data } = await sharp(png).extract({ left: 880, top: 300, width: 1, height: 1 }).raw().toBuffer({
    resolveWithObject: true,
  });
  return [data[0], data[1], data[2]];
}

beforeAll(async () => {
  artist = await onboardedArtist();
});

describe('share cards', () => {
  it('give a page without a picture a generated PNG, drawn once and kept in the media bucket', async () => {
    const image = await ogImage(artist.pseudo);
    expect(image.url).toMatch(new RegExp(`^${cloud.urls.app}/api/og/${artist.pseudo}/v1[0-9a-z]+\\.png$`));
    expect([image.width, image.height]).toEqual(['1200', '630']);

    const first = await fetch(image.url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = Buffer.from(await first.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });

    const version = /\/(v1[0-9a-z]+)\.png$/.exec(image.url)?.[1] ?? '';
    const kept = await s3.send(
      new HeadObjectCommand({ Bucket: cloud.env.MEDIA_BUCKET, Key: shareCardKey(artist.pseudo, version) }),
    );
    expect(kept.ContentType).toBe('image/png');
    // The second request reads the kept card: the same bytes.
    expect(Buffer.from(await (await fetch(image.url)).arrayBuffer()).equals(png)).toBe(true);
  });

  it('draw the first flash, under a new address, and move an old address on', async () => {
    const before = await ogImage(artist.pseudo);
    const imageId = await storedImage(db, artist.sub, 'flash');
    // The flash's variants as the image processor writes them: a green square.
    const green = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#00c853' } })
      .webp()
      .toBuffer();
    for (const width of [320, 640, 1024])
      await s3.send(
        new PutObjectCommand({
          Bucket: cloud.env.MEDIA_BUCKET,
          Key: `media/${artist.sub}/${imageId}/${width}.webp`,
          Body: green,
          ContentType: 'image/webp',
        }),
      );
    const flash = await api('/me/flashes', {
      token: artist.idToken,
      body: { title: 'Swallow', lengthMm: 80, widthMm: 60, priceCents: 12000, imageIds: [imageId] },
    });
    expect(flash.status, flash.text).toBe(201);

    // The page's HTML sits at the edge until the flash's event invalidates it (ADR 0039).
    await expect
      .poll(async () => (await ogImage(artist.pseudo)).url, { timeout: 10_000 })
      .not.toBe(before.url);
    const after = await ogImage(artist.pseudo);
    const card = Buffer.from(await (await fetch(after.url)).arrayBuffer());
    const [red, greenChannel, blue] = await pictureColour(card);
    expect(greenChannel).toBeGreaterThan(150);
    expect(red).toBeLessThan(60);
    expect(blue).toBeLessThan(120);

    const moved = await fetch(before.url, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(after.url);
  });

  it('answer 404 for an unknown artist or a malformed card name', async () => {
    expect((await fetch(`${cloud.urls.app}/api/og/nobody-${Date.now()}/v1abc.png`)).status).toBe(404);
    expect((await fetch(`${cloud.urls.app}/api/og/${artist.pseudo}/card.png`)).status).toBe(404);
    expect((await fetch(`${cloud.urls.app}/api/og/${artist.pseudo}/v1abc.jpg`)).status).toBe(404);
  });
});
