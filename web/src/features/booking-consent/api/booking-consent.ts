import useSWR from 'swr';
import type { BookingConsent, ConsentPdfLink } from '#shared/api/contracts/consent.ts';
import * as consentEndpoints from '#shared/api/endpoints/consent.ts';
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
