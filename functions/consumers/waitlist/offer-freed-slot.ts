import type { EventPayload } from '#events/define-event.ts';
import type { bookingCancelled } from '#events/definitions/lifecycle.ts';
import { waitlistSlotOffered } from '#events/definitions/waitlist.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { batchGet, loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { queueConsumer } from '#functions/lib/queue-consumer.ts';
import { waitlistCandidates } from '#shared/domain/booking/waitlist.ts';

type Cancelled = EventPayload<typeof bookingCancelled>;

/**
 * The waitlist's consumer (issue 14, item 5): a booking cancelled (by the artist, the client or the
 * deposit deadline) frees its slot; the artist's waiting clients whose booking is later and of the
 * same length are offered it, first waiting first. ONE transaction creates the offer, named by the
 * cancellation event's id (only if absent: a redelivered event offers nothing twice), with
 * `waitlist.slot-offered` in the outbox (the email consumer writes to each). An artist who closed
 * their account offers nothing.
 */
export const handler = queueConsumer(
  'waitlist',
  ({ envelope }) => offerFreedSlot(envelope.payload, envelope.metadata),
  'freed slot not offered, will be retried',
);

export async function offerFreedSlot(
  cancelled: Cancelled,
  metadata: { id: string; correlationId: string },
): Promise<number> {
  if (cancelled.accountClosed) return 0;
  const db = getDb();
  const { artistId, slot } = cancelled;
  const now = new Date();
  const { data: entries } = await db.entities.waitlistEntry.query.byArtist({ artistId }).go({ pages: 'all' });
  if (entries.length === 0) return 0;
  const bookings = await batchGet(
    entries.map(({ bookingId }) => ({ artistId, bookingId })),
    (keys) => db.entities.booking.get(keys).go({ consistent: true }),
  );
  // Entries of bookings cancelled, gone or started since: off the waitlist.
  const live = new Set(
    bookings
      .filter((item) => item.status === 'confirmed' && Date.parse(item.slotStart) > now.getTime())
      .map((item) => item.bookingId),
  );
  await Promise.all(
    entries
      .filter((entry) => !live.has(entry.bookingId))
      .map((entry) => db.entities.waitlistEntry.delete({ artistId, bookingId: entry.bookingId }).go()),
  );
  const offered = waitlistCandidates(slot, bookings, now).filter(
    (booking) => booking.bookingId !== cancelled.bookingId && !booking.formerArtist,
  );
  if (offered.length === 0) return 0;
  const refs = await loadArtistRefs(offered);
  const artist = refs.artist(artistId);
  if (!artist) return 0;
  const offerId = metadata.id;
  const event = outboxItem(
    waitlistSlotOffered,
    {
      artistId,
      pseudo: cancelled.pseudo,
      artist: cancelled.artist,
      offerId,
      slot,
      ...(cancelled.location && { location: cancelled.location }),
      offeredTo: offered.map((booking) => ({
        bookingId: booking.bookingId,
        projectType: booking.projectType,
        client: { firstName: booking.clientFirstName, email: booking.clientEmail, locale: booking.locale },
        current: slotViewOf(booking, artist),
      })),
    },
    { correlationId: metadata.correlationId, now },
  );
  const { canceled } = await db.transaction
    .write(({ slotOffer, outboxEvent }) => [
      slotOffer
        .create({
          artistId,
          offerId,
          slotId: slot.slotId,
          slotStart: slot.start,
          slotEnd: slot.end,
          offeredTo: offered.map((booking) => booking.bookingId),
          createdAt: now.toISOString(),
          expiresAt: Math.floor(Date.parse(slot.start) / 1000),
        })
        .commit(),
      outboxEvent.create(event).commit(),
    ])
    .go();
  // Canceled: the offer already exists (this event was delivered before).
  return canceled ? 0 : offered.length;
}
