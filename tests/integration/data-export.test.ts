import { PutObjectCommand } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import type { DataExport } from '#shared/api/contracts/images.ts';
import { privateVariantKey, variantKey } from '#shared/domain/media-keys.ts';
import { api } from '#tests/support/api.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { mediaS3 } from '#tests/support/media-bucket.ts';
import { type ErrorBody, onboardedArtist, storedImage } from '#tests/support/portfolio.ts';
import { awayFromWindowEdges } from '#tests/support/rate-window.ts';

/**
 * Issue 13, item 3 (the download offered before deleting an account): one archive of the artist's
 * data with their images, from their own partition only, through a link that works without a token.
 */

const { cloud, db } = cloudAndDb();
const s3 = mediaS3();
afterAll(() => s3.destroy());

describe('the data export', () => {
  it('holds the account, the portfolio with its images, and nothing of another artist', async () => {
    const [artist, other] = await Promise.all([onboardedArtist(), onboardedArtist()]);
    const imageId = await storedImage(db, artist.sub, 'flash');
    const { data: image } = await db.entities.image.get({ artistId: artist.sub, imageId }).go();
    const width = Math.max(...(image?.variantWidths ?? [640]));
    const pixels = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
    await s3.send(
      new PutObjectCommand({
        Bucket: cloud.env.MEDIA_BUCKET,
        Key: variantKey(artist.sub, imageId, width),
        Body: pixels,
      }),
    );
    // A client's reference image is private (ADR 0072): read from `private/`, still in the export.
    const referenceId = await storedImage(db, artist.sub, 'reference');
    const referencePixels = new Uint8Array([82, 73, 70, 70, 9, 8, 7, 6]);
    await s3.send(
      new PutObjectCommand({
        Bucket: cloud.env.MEDIA_BUCKET,
        Key: privateVariantKey(artist.sub, referenceId, 1024),
        Body: referencePixels,
      }),
    );
    const flash = await api('/me/flashes', {
      token: artist.idToken,
      body: { title: 'Moth', lengthMm: 80, widthMm: 60, priceCents: 9000, imageIds: [imageId] },
    });
    expect(flash.status).toBe(201);
    await api('/me/flashes', {
      token: other.idToken,
      body: {
        title: 'Not theirs',
        lengthMm: 80,
        widthMm: 60,
        priceCents: 9000,
        imageIds: [await storedImage(db, other.sub, 'flash')],
      },
    });

    // One export a minute, counted in fixed windows: the export and its second try (checked below)
    // fall in one window (a clean-clone run saw the export cross a minute's end and the retry pass).
    await awayFromWindowEdges([60], 25_000);
    const exported = await api<DataExport>('/me/export', { method: 'POST', token: artist.idToken });
    expect(exported.status).toBe(200);
    expect(exported.json.fileName).toMatch(
      new RegExp(`^inkslot-${artist.pseudo}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    const download = await fetch(exported.json.url);
    expect(download.status).toBe(200);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.length).toBe(exported.json.bytes);
    const files = unzipSync(bytes);
    const json = (name: string) => JSON.parse(new TextDecoder().decode(files[name]));
    expect(json('account.json')).toMatchObject({
      artistId: artist.sub,
      pseudo: artist.pseudo,
      email: artist.email,
    });
    expect(json('flashes.json').map((item: { title: string }) => item.title)).toEqual(['Moth']);
    expect(files[`images/${imageId}.webp`]).toEqual(pixels);
    expect(files[`images/${referenceId}.webp`]).toEqual(referencePixels);
    expect(new TextDecoder().decode(files['README.txt'])).toContain('Inkslot data export');
    const text = Object.values(files)
      .map((file) => new TextDecoder().decode(file))
      .join('\n');
    expect(text).not.toContain(other.sub);
    expect(text).not.toContain('Not theirs');

    // One export a minute; none without a token.
    const again = await api<ErrorBody>('/me/export', { method: 'POST', token: artist.idToken });
    expect(again.status).toBe(429);
    expect((await api('/me/export', { method: 'POST' })).status).toBe(401);
    // Up to 25 s of waiting for a window's middle, then the export: more than the default 30 s in all
    // (a clean-clone run timed out when the wait was long and the machine busy).
  }, 75_000);
});
