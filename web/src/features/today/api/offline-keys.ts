import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import * as consentEndpoints from '#shared/api/endpoints/consent.ts';

/**
 * The snapshot's keys Today's offline parts read (ADR 0099), apart from `get-my-today.ts` so that
 * those lazy parts do not pull Today's fetcher into their dependencies. `GET /me/today`'s path is
 * `MY_TODAY_KEY` there too.
 */
export const KEPT_TODAY_KEY = bookingsEndpoints.getMyToday.path;
/** The next 14 days and the pending requests (`keep-next-days.ts`). */
export const NEXT_DAYS_KEY = 'today:next-days';

/** The path (and SWR key) of the consents of these bookings, in their order. */
export function consentStatusesPath(bookingIds: readonly string[]): string {
  return `${consentEndpoints.listMyConsentStatuses.path}?bookingIds=${bookingIds.map(encodeURIComponent).join(',')}`;
}
