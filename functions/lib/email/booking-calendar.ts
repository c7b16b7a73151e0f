import type { TFunction } from 'i18next';
import { bookingIcs, bookingUid } from '#shared/domain/calendar/booking-ics.ts';
import type { Currency } from '#shared/domain/money.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { EmailAttachment } from './render-email.ts';
import { money, type Place, placeText, type Slot } from './values.ts';

export interface BookingCalendarInput {
  bookingId: string;
  sequence: number;
  slot: Slot;
  displayName: string;
  /** In the reader's words. */
  projectType: string;
  location?: Place | undefined;
  priceCents?: number | undefined;
  depositCents?: number | undefined;
  currency?: Currency | undefined;
  portalLink: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

/**
 * A booking's `.ics`, in the reader's language: the same UID for the whole life of the booking
 * (`${bookingId}@inkslot`) and its SEQUENCE, so a moved booking replaces the calendar event and a
 * cancelled one (STATUS:CANCELLED) cancels it. Published (METHOD:PUBLISH), not sent as an invitation:
 * a REQUEST needs an ORGANIZER and an ATTENDEE (RFC 5546), and no one is to answer it.
 */
export function bookingCalendarAttachment(
  input: BookingCalendarInput,
  t: TFunction,
  locale: Locale,
): EmailAttachment {
  const { currency } = input;
  const description = [
    t('email.lifecycle.ics.project', { projectType: input.projectType }),
    ...(input.priceCents !== undefined && currency
      ? [t('email.lifecycle.ics.price', { price: money(input.priceCents, currency, locale) })]
      : []),
    ...(input.depositCents && currency
      ? [t('email.lifecycle.ics.deposit', { deposit: money(input.depositCents, currency, locale) })]
      : []),
    t('email.lifecycle.ics.portal', { link: input.portalLink }),
  ].join('\n');
  const content = bookingIcs({
    uid: bookingUid(input.bookingId),
    sequence: input.sequence,
    start: input.slot.start,
    end: input.slot.end,
    title: t('email.lifecycle.ics.title', { displayName: input.displayName }),
    description,
    ...(input.location && { location: placeText(input.location) }),
    url: input.portalLink,
    status: input.status,
  });
  return {
    filename: `inkslot-${input.slot.localDate}.ics`,
    contentType: 'text/calendar; charset=UTF-8; method=PUBLISH',
    content,
  };
}
