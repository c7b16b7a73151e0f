import useSWR from 'swr';
import type { BookingPhotoLink } from '#shared/api/contracts/booking-photos.ts';
import * as healedPhotoEndpoints from '#shared/api/endpoints/healed-photos.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** The links live five minutes: read again every four, so the thumbnail always opens. */
const LINK_REFRESH_MS = 4 * 60 * 1000;

/**
 * `GET /me/bookings/{bookingId}/healed-photo` (`getMyBookingHealedPhoto`): the photo of the healed
 * tattoo as short presigned GETs, read only once the client sent one (`sentAt`, a new key on a new one).
 */
export function useMyBookingHealedPhoto(bookingId: string, sentAt: string | undefined) {
  return useSWR<BookingPhotoLink, ApiError>(
    sentAt ? [apiPath(healedPhotoEndpoints.getMyBookingHealedPhoto.path, { bookingId }), sentAt] : null,
    ([path]: [string, string]) => artistApi.get<BookingPhotoLink>(path),
    { revalidateOnFocus: false, refreshInterval: LINK_REFRESH_MS },
  );
}
