import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { zipSync } from 'fflate';
import { myAccount } from '#functions/http/profile/my-account.ts';
import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { type RateRule, takeRate } from '#functions/lib/rate-limit/rate-limit.ts';
import { getS3 } from '#functions/lib/s3.ts';
import type { ImageKind } from '#shared/api/contracts/images.ts';
import { ApiError } from '#shared/api/errors.ts';
import { imageRoutes } from '#shared/api/routes/images.ts';
import { accountExportFiles } from '#shared/domain/account-export.ts';
import { exportKey, variantKeyOf } from '#shared/domain/media-keys.ts';

/** How long the download link works. */
const LINK_SECONDS = 15 * 60;
/** At most one export per artist and minute: each reads every image of the account. */
const EXPORTS: RateRule = { limit: 1, windowSeconds: 60 };

/** A variant's bytes, from `media/` or, for the private kinds, `private/` (ADR 0072). */
async function variantBytes(
  kind: ImageKind,
  artistId: string,
  imageId: string,
  width: number,
): Promise<Uint8Array | undefined> {
  try {
    const object = await getS3().send(
      new GetObjectCommand({ Bucket: env.mediaBucket, Key: variantKeyOf(kind, artistId, imageId, width) }),
    );
    return object.Body ? await object.Body.transformToByteArray() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `POST /me/export`: every piece of the artist's data in one zip (a JSON per kind, the images'
 * largest variants), put under `exports/` (kept a day) and handed back as a link that works for 15
 * minutes. Only the artist's own partition and conversations are read.
 */
export const handler = httpHandler(imageRoutes.exportMyData, async ({ caller }) => {
  const artist = await myAccount(caller);
  const { artistId } = artist;
  const db = getDb();
  const now = new Date();
  const limited = !(await takeRate(`export:${artistId}`, EXPORTS, now)).allowed;
  if (limited) throw new ApiError(429, 'too_many_reports');

  const [page, availabilities, requests, bookings, conversations] = await Promise.all([
    db.collections.artistPage({ artistId }).go({ pages: 'all' }),
    db.entities.availability.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.bookingRequest.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.booking.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.conversation.query.byArtist({ artistId }).go({ pages: 'all' }),
  ]);
  const withMessages = await Promise.all(
    conversations.data.map(async (conversation) => ({
      ...conversation,
      messages: (
        await db.entities.message.query.byConversation({ conversationId: conversation.conversationId }).go({
          pages: 'all',
        })
      ).data,
    })),
  );
  const images = new Map<string, Uint8Array>();
  for (const image of page.data.image) {
    const widths = image.variantWidths ?? [];
    if (image.status !== 'ready' || widths.length === 0) continue;
    const bytes = await variantBytes(image.kind, artistId, image.imageId, Math.max(...widths));
    if (bytes) images.set(image.imageId, bytes);
  }

  const files = accountExportFiles({
    exportedAt: now.toISOString(),
    account: artist,
    flashes: page.data.flash,
    works: page.data.work,
    travels: page.data.travel,
    availabilities: availabilities.data,
    requests: requests.data,
    bookings: bookings.data,
    conversations: withMessages,
    images,
  });
  // Images are already compressed (WebP): stored as they are; the JSON is deflated.
  const archive = zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => [
        name,
        [bytes, { level: name.endsWith('.webp') ? 0 : 6 }],
      ]),
    ),
  );
  const fileName = `inkslot-${artist.pseudo}-${now.toISOString().slice(0, 10)}.zip`;
  const key = exportKey(artistId, randomUUID());
  await getS3().send(
    new PutObjectCommand({
      Bucket: env.mediaBucket,
      Key: key,
      Body: archive,
      ContentType: 'application/zip',
      ContentDisposition: `attachment; filename="${fileName}"`,
    }),
  );
  const url = await getSignedUrl(getS3(), new GetObjectCommand({ Bucket: env.mediaBucket, Key: key }), {
    expiresIn: LINK_SECONDS,
  });
  return {
    url,
    expiresAt: new Date(now.getTime() + LINK_SECONDS * 1000).toISOString(),
    bytes: archive.length,
    fileName,
  };
});
