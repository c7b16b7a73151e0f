import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import type { GoogleCalendarInput } from '#shared/domain/calendar/google-calendar-url.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { hasDeposit } from './payment-status.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What a calendar shows of a booking: the same texts for the `.ics` file and Google Calendar. */
export interface BookingCalendarEvent extends GoogleCalendarInput {
  /** The `.ics` SEQUENCE: a moved booking's file replaces the event a calendar holds. */
  sequence: number;
  /** The portal page, where the booking's state is kept up to date. */
  url: string;
}

export function bookingCalendarEvent(
  booking: PortalBooking,
  t: Translate,
  locale: string,
  origin: string,
): BookingCalendarEvent {
  const { artist, project, payment, location } = booking;
  const type = project.flash
    ? t('web.portal.item.flashTitle', { title: project.flash.title })
    : {
        flash: t('web.portal.item.types.flash'),
        custom: t('web.portal.item.types.custom'),
        touchup: t('web.portal.item.types.touchup'),
      }[project.projectType];
  const details = [
    type,
    t('web.portal.item.placementSize', { placement: project.placement, size: project.size }),
    t('web.portal.bookings.calendarPrice', {
      price: formatPrice(payment.priceCents, payment.currency, locale),
    }),
    ...(hasDeposit(payment.depositCents)
      ? [
          t('web.portal.bookings.calendarDeposit', {
            deposit: formatPrice(payment.depositCents, payment.currency, locale),
          }),
        ]
      : []),
  ].join('\n');
  const home = artist.residency;
  const place = location
    ? [location.shopName, location.address, location.city]
    : [home?.shopName, home?.city];
  const where = place.filter(Boolean).join(', ');
  return {
    sequence: booking.sequence,
    title: t('web.portal.bookings.calendarTitle', { artist: artist.displayName }),
    start: booking.slot.start,
    end: booking.slot.end,
    details,
    ...(where && { location: where }),
    url: `${origin}/portal/bookings`,
  };
}

/** The `.ics` file's name: `inkslot-2026-05-02-lea.ics`. */
export function icsFileName(booking: PortalBooking): string {
  const safe = booking.artist.pseudo.replace(/[^\w-]+/g, '-');
  return `inkslot-${booking.slot.localDate}-${safe}.ics`;
}
