import { designShared } from '#events/definitions/designs.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { designEventBase } from '#functions/lib/designs/design-events.ts';
import { readVersions, threadPolicy } from '#functions/lib/designs/design-items.ts';
import { type DesignSubject, designSubject } from '#functions/lib/designs/design-subjects.ts';
import { designViewOf } from '#functions/lib/designs/design-views.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { writeTransaction } from '#functions/lib/lifecycle/write-transaction.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { designRoutes } from '#shared/api/routes/designs.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { DesignVersionItem } from '#shared/db/entities/design-version.ts';
import { endOfLocalDay } from '#shared/domain/designs/answer-by.ts';
import { isAnswerByDayValid, latestVersion, shareRefusal } from '#shared/domain/designs/design-rules.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { readyImageFields } from '#shared/domain/public-image.ts';

/**
 * The artist's `sketch` images of this share, in order, each processed: what the version keeps to
 * sign their URLs. Unknown, another kind, or not ready: 400 `photo_unavailable`.
 */
async function sketchImages(artistId: string, imageIds: readonly string[]) {
  const { data, unprocessed } = await getDb()
    .entities.image.get(imageIds.map((imageId) => ({ artistId, imageId })))
    .go({ consistent: true });
  if (unprocessed.length > 0) throw new Error('images could not all be read, try again');
  const byId = new Map(data.map((image) => [image.imageId, image]));
  return imageIds.map((imageId) => {
    const image = byId.get(imageId);
    const ready = image?.kind === 'sketch' ? readyImageFields(image) : undefined;
    if (!ready) throw new ApiError(400, 'photo_unavailable');
    const { artistId: _owner, ...kept } = ready;
    return { ...kept, variantWidths: [...kept.variantWidths] };
  });
}

/** The same share sent again (a retry, a double tap): the version exists with the same images. */
function sameShare(existing: DesignVersionItem | undefined, imageIds: readonly string[]) {
  return existing !== undefined && existing.images.map((image) => image.imageId).join() === imageIds.join();
}

function clientEmailOf(subject: DesignSubject) {
  return subject.item.clientEmail;
}

/**
 * `POST /me/designs/{requestId}` (ADR 0090): the artist shares the next version of a design on an
 * upcoming booking or a pending custom request (else 409 `design_closed`): 1-4 of their ready
 * `sketch` images, a note and an answer-by day (today to 30 days ahead, in their zone). At most one
 * version open at a time (409 `design_open`), none after approval (409 `design_approved`). ONE
 * transaction creates the version (only if absent: the same share sent twice makes one), keeps its
 * images (their TTL removed) and records `design.shared`, which emails the client.
 */
export const handler = httpHandler(
  designRoutes.shareMyDesign,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { requestId } = params;
    const now = new Date();
    const subject = await designSubject(artistId, requestId, now);
    const { data: artist } = await getDb().entities.artist.get({ artistId }).go({ consistent: true });
    if (!artist) throw new ApiError(404, 'not_found');
    const versions = await readVersions(artistId, requestId);
    const view = (list: DesignVersionItem[]) =>
      designViewOf(requestId, list, artist, now, { shareable: subject.live });
    if (
      sameShare(
        versions.find((v) => v.version === body.version),
        body.imageIds,
      )
    )
      return view(versions);
    if (!subject.live) throw new ApiError(409, 'design_closed');
    const refusal = shareRefusal(versions, now);
    if (refusal) throw new ApiError(409, refusal);
    if (body.version !== (latestVersion(versions)?.version ?? 0) + 1) throw new ApiError(409, 'conflict');
    if (!isAnswerByDayValid(body.answerBy, localDate(now, artist.timezone)))
      throw new ApiError(400, 'validation_failed', [{ path: 'answerBy', key: 'validation.invalidValue' }]);

    const images = await sketchImages(artistId, body.imageIds);
    const item = newVersion(subject, artist, body, images, versions, now);
    const event = outboxItem(
      designShared,
      {
        ...designEventBase(subject, artist, body.version),
        imageCount: item.images.length,
        ...(body.note && { note: body.note }),
        answerByDate: item.answerByDate,
        answerBy: item.answerBy,
        timezone: artist.timezone,
        revisionsIncluded: item.revisionsIncluded,
      },
      { correlationId, now },
    );
    const canceled = await writeTransaction('share design', () =>
      getDb()
        .transaction.write(({ designVersion, image, outboxEvent }) => [
          designVersion.create(item).commit(),
          ...body.imageIds.map((imageId) =>
            image
              .patch({ artistId, imageId })
              .remove(['expiresAt'])
              .where(({ kind }, { eq }) => eq(kind, 'sketch'))
              .commit(),
          ),
          outboxEvent.create(event).commit(),
        ])
        .go(),
    );
    const after = await readVersions(artistId, requestId);
    if (
      canceled &&
      !sameShare(
        after.find((v) => v.version === body.version),
        body.imageIds,
      )
    )
      throw new ApiError(409, canceled.failed(0) ? 'design_open' : 'photo_unavailable');
    return view(after);
  },
);

function newVersion(
  subject: DesignSubject,
  artist: ArtistItem,
  body: { version: number; note: string; answerBy: string },
  images: Awaited<ReturnType<typeof sketchImages>>,
  versions: DesignVersionItem[],
  now: Date,
) {
  const policy = threadPolicy(versions, artist);
  const at = now.toISOString();
  return {
    artistId: artist.artistId,
    requestId: subject.on === 'booking' ? subject.item.bookingId : subject.item.requestId,
    version: body.version,
    clientEmail: clientEmailOf(subject),
    status: 'awaiting' as const,
    images,
    ...(body.note && { note: body.note }),
    answerByDate: body.answerBy,
    answerBy: endOfLocalDay(body.answerBy, artist.timezone),
    revisionsIncluded: policy.revisionsIncluded,
    revisionPriceCents: policy.revisionPriceCents,
    currency: policy.currency,
    sharedAt: at,
    updatedAt: at,
  };
}
