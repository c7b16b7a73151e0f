import { defineMessages, joinMessages, withSections } from '#shared/i18n/define-messages.ts';
import { calendar } from './messages/calendar.ts';
import { bookingDetail } from './messages/detail.ts';
import { bookingHealedPhoto } from './messages/healed-photo.ts';
import { bookingLateArrival } from './messages/late-arrival.ts';

/**
 * The calendar and its bookings: `web.bookings.*`. Each section its own catalogue, loaded with the pages that
 * show it (`withSectionMessages`).
 */
export const lazyMessages = withSections(defineMessages({ fr: {}, en: {}, es: {} }), {
  bookings: joinMessages(calendar, bookingDetail, bookingLateArrival, bookingHealedPhoto),
});
