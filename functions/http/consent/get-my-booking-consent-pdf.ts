import { readConsent } from '#functions/lib/consent/consent-forms.ts';
import { consentPdfUrl } from '#functions/lib/consent/consent-store.ts';
import { consentFileName } from '#functions/lib/consent/consent-views.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { consentRoutes } from '#shared/api/routes/consent.ts';

/**
 * `GET /me/bookings/{bookingId}/consent/pdf`: a five-minute presigned GET of the signed PDF, and the
 * SHA-256 recorded when it was signed. Read by the artist's own partition: another's booking is 404.
 */
export const handler = httpHandler(consentRoutes.getMyBookingConsentPdf, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  const consent = await readConsent(artistId, params.bookingId);
  if (!consent) throw new ApiError(404, 'not_found');
  const fileName = consentFileName(consent.bookingId);
  return { url: await consentPdfUrl(consent.pdfKey, fileName), sha256: consent.pdfSha256, fileName };
});
