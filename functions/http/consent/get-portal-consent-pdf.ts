import { readConsent } from '#functions/lib/consent/consent-forms.ts';
import { consentPdfUrl } from '#functions/lib/consent/consent-store.ts';
import { consentFileName } from '#functions/lib/consent/consent-views.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { consentRoutes } from '#shared/api/routes/consent.ts';

/** `GET /portal/bookings/{bookingId}/consent/pdf`: the client's copy of what they signed (not theirs: 404). */
export const handler = httpHandler(consentRoutes.getPortalConsentPdf, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  const booking = await readClientBooking(email, params.bookingId);
  const consent = await readConsent(booking.artistId, booking.bookingId);
  if (!consent || consent.clientEmail !== email) throw new ApiError(404, 'not_found');
  const fileName = consentFileName(consent.bookingId);
  return { url: await consentPdfUrl(consent.pdfKey, fileName), sha256: consent.pdfSha256, fileName };
});
