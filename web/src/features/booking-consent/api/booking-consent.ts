import useSWR from 'swr';
import type { BookingPhotoLink } from '#shared/api/contracts/booking-photos.ts';
import type { BookingConsent, ConsentPdfLink } from '#shared/api/contracts/consent.ts';
import * as consentEndpoints from '#shared/api/endpoints/consent.ts';
import * as idPhotoEndpoints from '#shared/api/endpoints/consent-id-photo.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/bookings/{bookingId}/consent` (`getMyBookingConsent`): the booking's consent, as the artist sees it. */
export function useBookingConsent(bookingId: string) {
  return useSWR<BookingConsent, ApiError>(
    apiPath(consentEndpoints.getMyBookingConsent.path, { bookingId }),
    (path: string) => artistApi.get<BookingConsent>(path),
    { revalidateOnFocus: false },
  );
}

/** `GET /me/bookings/{bookingId}/consent/pdf` (`getMyBookingConsentPdf`): a five-minute download link. */
export function getBookingConsentPdf(bookingId: string): Promise<ConsentPdfLink> {
  return artistApi.get<ConsentPdfLink>(apiPath(consentEndpoints.getMyBookingConsentPdf.path, { bookingId }));
}

/** The links live five minutes: read again every four, so the thumbnail always opens. */
const ID_PHOTO_REFRESH_MS = 4 * 60 * 1000;

/**
 * `GET /me/bookings/{bookingId}/consent/id-photo` (`getMyBookingConsentIdPhoto`): the signed consent's
 * ID photo as short presigned GETs, read only when the consent says there is one.
 */
export function useBookingConsentIdPhoto(bookingId: string, provided: boolean) {
  return useSWR<BookingPhotoLink, ApiError>(
    provided ? apiPath(idPhotoEndpoints.getMyBookingConsentIdPhoto.path, { bookingId }) : null,
    (path: string) => artistApi.get<BookingPhotoLink>(path),
    { revalidateOnFocus: false, refreshInterval: ID_PHOTO_REFRESH_MS },
  );
}
