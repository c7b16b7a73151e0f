import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { TravelItem } from '#shared/db/entities/travel.ts';
import type { ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/** What a request or a booking gives its events' subject (with the request's id). */
export interface EventSubjectFields {
  artistId: string;
  projectType: ProjectType;
  clientFirstName: string;
  clientEmail: string;
  locale: Locale;
}

/**
 * What every lifecycle event carries about its request or booking (events/definitions/lifecycle.ts:
 * `subject`): the ids, the project type, the client (first name, email, language) and the artist
 * (email, language, name, cancellation-email setting) as they are when the event happens, so no
 * consumer reads the table to act on it.
 */
export function eventSubjectOf(
  item: EventSubjectFields & { requestId: string },
  artist: Pick<ArtistItem, 'email' | 'locale' | 'displayName' | 'pseudo' | 'notifyCancellations'>,
) {
  return {
    requestId: item.requestId,
    artistId: item.artistId,
    pseudo: artist.pseudo,
    projectType: item.projectType,
    client: { firstName: item.clientFirstName, email: item.clientEmail, locale: item.locale },
    artist: {
      email: artist.email,
      locale: artist.locale,
      displayName: artist.displayName,
      notifyCancellations: artist.notifyCancellations ?? true,
    },
  };
}

/**
 * An event's `location`: during a travel, its shop and city (the street address once accepted);
 * otherwise the artist's residency (shop and city), if they gave one. Emails and `.ics` files say
 * where the appointment is from it.
 */
export function eventLocationOf(
  travel: TravelItem | undefined,
  artist: Pick<ArtistItem, 'residency'>,
  options: { withAddress: boolean },
) {
  if (!travel) {
    const residency = artist.residency;
    return residency ? { shopName: residency.shopName ?? '', city: residency.city } : undefined;
  }
  return {
    shopName: travel.shopName,
    city: travel.city,
    ...(options.withAddress && { address: travel.address }),
  };
}

/** An event's money: the booking's final price, its deposit if any, and their currency. */
export function eventMoneyOf(booking: Pick<BookingItem, 'priceCents' | 'depositCents' | 'currency'>) {
  return {
    priceCents: booking.priceCents,
    ...(booking.depositCents && { depositCents: booking.depositCents }),
    currency: booking.currency,
  };
}
