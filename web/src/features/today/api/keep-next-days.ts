import type { BookingList, BookingView } from '#shared/api/contracts/bookings.ts';
import type { ConsentStatuses } from '#shared/api/contracts/consent.ts';
import type { RequestList, RequestView } from '#shared/api/contracts/requests.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import * as inboxEndpoints from '#shared/api/endpoints/inbox.ts';
import { consentStatusesPath, NEXT_DAYS_KEY } from '#web/src/features/today/api/offline-keys.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { keepOffline } from '#web/src/lib/offline-snapshot.ts';
import { addDays, todayIn } from '#web/src/lib/wall-time.ts';

/**
 * Issue 32, item 3 (ADR 0099): while the artist's space is open online, the next 14 days' bookings
 * (place and payment included), their consents and the pending requests are read and kept in the
 * artist's snapshot, so that Today shows them offline without the lists having been opened. Loaded
 * lazily, after the space's first render (`app-offline.ts`).
 */
const DAYS_AHEAD = 14;

export interface NextDays {
  /** The day the bookings were counted from (the artist's zone). */
  today: string;
  /** Bookings after tomorrow (Today's own answer has today and tomorrow), through the 14th day, by start. */
  bookings: BookingView[];
  /** The pending requests, the oldest first. */
  requests: RequestView[];
}

/** The bookings Today does not show itself that fall in the next 14 days. */
export function nextDaysOf(bookings: readonly BookingView[], today: string): BookingView[] {
  const after = addDays(today, 1);
  const last = addDays(today, DAYS_AHEAD);
  return bookings.filter(
    (booking) =>
      booking.tab === 'upcoming' && booking.slot.localDate > after && booking.slot.localDate <= last,
  );
}

let inFlight: Promise<void> | null = null;

/** Reads and keeps the next days; one read at a time, failures left to the next round. */
export function keepNextDays(): Promise<void> {
  inFlight ??= readAndKeep()
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

async function readAndKeep(): Promise<void> {
  const [upcoming, pending] = await Promise.all([
    artistApi.get<BookingList>(`${bookingsEndpoints.listMyBookings.path}?tab=upcoming`),
    artistApi.get<RequestList>(`${inboxEndpoints.listMyRequests.path}?status=pending&order=oldest`),
  ]);
  const today = todayIn(upcoming.timezone);
  const bookings = nextDaysOf(upcoming.bookings, today);
  const requests = pending.requests.filter((request) => request.status === 'pending');
  if (bookings.length > 0) {
    const path = consentStatusesPath(bookings.map((booking) => booking.bookingId));
    const statuses = await artistApi.get<ConsentStatuses>(path).catch(() => undefined);
    if (statuses) await keepOffline(path, statuses);
  }
  await keepOffline(NEXT_DAYS_KEY, { today, bookings, requests } satisfies NextDays);
}
