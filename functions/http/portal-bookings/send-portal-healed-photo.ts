import { bookingHealedPhotoReceived } from '#events/definitions/lifecycle.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { bookingAskingHealedPhoto } from '#functions/lib/healed-photo-ask.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import { eventSubjectOf } from '#functions/lib/lifecycle/event-parts.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { writeTransaction } from '#functions/lib/lifecycle/write-transaction.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import type { HistoryEntry } from '#shared/api/contracts/lifecycle-views.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalRoutes } from '#shared/api/routes/portal.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import { readyImageFields } from '#shared/domain/public-image.ts';
import { portalBookingView } from './portal-views.ts';

/** How long a replaced photo's item stays before its TTL removes it (a day, as an unfinished upload). */
const REPLACED_KEEP_SECONDS = 86_400;

/**
 * `PUT /portal/bookings/{bookingId}/healed-photo {imageId}` (issue 31, item 3; ADR 0101): the
 * client sends the photo of their healed tattoo, uploaded first for this booking, processed and
 * an image; another sent before is replaced. Refused, writing nothing: another client's booking 404;
 * not asked or before its day 409; an image not theirs for this booking 400
 * `healed_photo_unavailable`, not a readable image 400 `healed_photo_not_image`, still processing
 * 409 `healed_photo_not_ready`. The same photo again answers the booking as it is (no second
 * event). Else ONE transaction: the booking names it (only while confirmed and still naming the
 * photo read, so two sends at once keep one), the history line, the photo kept (its TTL removed),
 * the replaced one left to expire, and `booking.healed-photo-received` for the artist's email.
 */
export const handler = httpHandler(
  portalRoutes.sendPortalHealedPhoto,
  async ({ params, body, caller, correlationId }) => {
    const { email } = requireClient(caller);
    const now = new Date();
    const { booking, artist } = await bookingAskingHealedPhoto(email, params.bookingId, now);
    if (booking.healedPhotoImageId === body.imageId) return portalBookingView(booking, now);
    await requireSendable(booking, body.imageId);
    const sent = await writeHealedPhoto(booking, artist, body.imageId, { now, correlationId });
    if (sent) return portalBookingView(sent, now);
    // Another send, or a cancellation, came first: answer the booking as it is now, or say why not.
    const current = await readClientBooking(email, params.bookingId);
    if (current.healedPhotoImageId === body.imageId) return portalBookingView(current, now);
    await requireSendable(current, body.imageId);
    throw new ApiError(409, 'conflict');
  },
);

/** The image named: this booking's `healedPhoto`, uploaded by its client, processed and an image. */
async function requireSendable(booking: BookingItem, imageId: string) {
  const { data: image } = await getDb()
    .entities.image.get({ artistId: booking.artistId, imageId })
    .go({ consistent: true });
  const refuse = (
    status: 400 | 409,
    code: 'healed_photo_unavailable' | 'healed_photo_not_image' | 'healed_photo_not_ready',
  ) => new ApiError(status, code, [{ path: 'imageId', key: `errors.${code}` }]);
  if (image?.kind !== 'healedPhoto' || image.bookingId !== booking.bookingId || image.uploadedBy !== 'client')
    throw refuse(400, 'healed_photo_unavailable');
  if (image.status === 'rejected') throw refuse(400, 'healed_photo_not_image');
  if (!readyImageFields(image)) throw refuse(409, 'healed_photo_not_ready');
}

/** The one transaction; the booking as written, or undefined when a condition failed. */
async function writeHealedPhoto(
  booking: BookingItem,
  artist: ArtistItem,
  imageId: string,
  { now, correlationId }: { now: Date; correlationId: string },
): Promise<BookingItem | undefined> {
  const { artistId, bookingId } = booking;
  const previous = booking.healedPhotoImageId;
  const at = now.toISOString();
  const entry: HistoryEntry = { at, action: 'healed-photo', by: 'client' };
  const event = outboxItem(
    bookingHealedPhotoReceived,
    {
      ...eventSubjectOf({ ...booking, requestId: bookingId }, artist),
      bookingId,
      slot: slotViewOf(booking, artist),
      imageId,
      replaced: previous !== undefined,
    },
    { correlationId, now },
  );
  const canceled = await writeTransaction('send healed photo', () =>
    getDb()
      .transaction.write(({ booking: bookings, image, outboxEvent }) => [
        bookings
          .patch({ artistId, bookingId })
          .set({ healedPhotoImageId: imageId, healedPhotoAt: at, updatedAt: at })
          .append({ history: [entry] })
          .where(({ status, healedPhotoImageId }, { eq, notExists }) =>
            previous
              ? `${eq(status, 'confirmed')} AND ${eq(healedPhotoImageId, previous)}`
              : `${eq(status, 'confirmed')} AND ${notExists(healedPhotoImageId)}`,
          )
          .commit(),
        image
          .patch({ artistId, imageId })
          .remove(['expiresAt'])
          .where(
            ({ bookingId: imageBooking, status }, { eq }) =>
              `${eq(imageBooking, bookingId)} AND ${eq(status, 'ready')}`,
          )
          .commit(),
        ...(previous
          ? [
              image
                .patch({ artistId, imageId: previous })
                .set({ expiresAt: Math.floor(now.getTime() / 1000) + REPLACED_KEEP_SECONDS })
                .commit(),
            ]
          : []),
        outboxEvent.create(event).commit(),
      ])
      .go(),
  );
  if (canceled) return undefined;
  return {
    ...booking,
    healedPhotoImageId: imageId,
    healedPhotoAt: at,
    updatedAt: at,
    history: [...(booking.history ?? []), entry],
  };
}
