import { getDb } from '#functions/lib/db.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { ConsentStatus } from '#shared/domain/consent/consent-status.ts';
import { bookingConsentStatus } from './consent-forms.ts';

type BookingFields = Pick<BookingItem, 'artistId' | 'bookingId' | 'slotStart' | 'acceptedAt' | 'status'>;

export interface ConsentStatusOf {
  status: ConsentStatus;
  deadline?: string | undefined;
  /** How many answers the artist should look at (signed only). */
  flagged: number;
}

/**
 * The consent status of many bookings, of any artists (the portal's list, Today, the artist's list):
 * one query of each artist's form versions (their keys, `enabled` and deadline only) and one batch get
 * of the consents, whatever the count.
 */
export async function consentStatusesOf(
  bookings: readonly BookingFields[],
  now: Date,
): Promise<Map<string, ConsentStatusOf>> {
  const db = getDb();
  const artistIds = [...new Set(bookings.map((booking) => booking.artistId))];
  const [versionLists, consents] = await Promise.all([
    Promise.all(
      artistIds.map(async (artistId) => {
        const { data } = await db.entities.consentForm.query
          .byArtist({ artistId })
          .go({ order: 'desc', pages: 'all', attributes: ['savedAt', 'enabled', 'deadlineHours'] });
        return [artistId, data] as const;
      }),
    ),
    bookings.length === 0
      ? { data: [] }
      : db.entities.consent
          .get(bookings.map(({ artistId, bookingId }) => ({ artistId, bookingId })))
          .go({ attributes: ['artistId', 'bookingId', 'signedAt', 'flagged'] }),
  ]);
  const versions = new Map(versionLists);
  const signed = new Map(
    consents.data.map((consent) => [`${consent.artistId}/${consent.bookingId}`, consent]),
  );
  return new Map(
    bookings.map((booking) => {
      const frozen = versions.get(booking.artistId)?.find((version) => version.savedAt <= booking.acceptedAt);
      const consent = signed.get(`${booking.artistId}/${booking.bookingId}`);
      const form = frozen?.enabled ? { deadlineHours: frozen.deadlineHours } : undefined;
      const { status, deadline } = bookingConsentStatus(booking, form, consent, now);
      return [booking.bookingId, { status, deadline, flagged: consent?.flagged.length ?? 0 }];
    }),
  );
}
