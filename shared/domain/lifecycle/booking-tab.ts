import type { BookingTab } from '#shared/api/contracts/lifecycle-views.ts';

/**
 * Where a booking goes (spec: upcoming, past, canceled): cancelled wins; otherwise it is upcoming
 * until its slot has ended, then past. Read at answer time, never stored.
 */
export function bookingTab(
  booking: { status: 'confirmed' | 'canceled'; slotEnd: string },
  now: Date,
): BookingTab {
  if (booking.status === 'canceled') return 'canceled';
  return new Date(booking.slotEnd).getTime() > now.getTime() ? 'upcoming' : 'past';
}

/**
 * The order of a booking list: upcoming first, soonest first; then past and canceled together,
 * latest first.
 */
export function compareBookings(
  a: { tab: BookingTab; slotStart: string },
  b: { tab: BookingTab; slotStart: string },
): number {
  const aUpcoming = a.tab === 'upcoming';
  const bUpcoming = b.tab === 'upcoming';
  if (aUpcoming !== bUpcoming) return aUpcoming ? -1 : 1;
  const order = a.slotStart.localeCompare(b.slotStart);
  return aUpcoming ? order : -order;
}
