import {
  bookingConsentForm,
  bookingConsentStatus,
  readConsent,
} from '#functions/lib/consent/consent-forms.ts';
import { signedConsentView } from '#functions/lib/consent/consent-views.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { loadOwnBooking } from '#functions/lib/lifecycle/owned-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { consentRoutes } from '#shared/api/routes/consent.ts';

/**
 * `GET /me/bookings/{bookingId}/consent`: where the booking's consent stands and, once signed, the form
 * as the client read it, the answers (flagged ones named), when and from where. Another artist's: 404.
 */
export const handler = httpHandler(consentRoutes.getMyBookingConsent, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  const booking = await loadOwnBooking(artistId, params.bookingId);
  const [form, consent] = await Promise.all([
    bookingConsentForm(booking),
    readConsent(artistId, booking.bookingId),
  ]);
  const { status, deadline } = bookingConsentStatus(booking, form?.settings, consent, new Date());
  return {
    bookingId: booking.bookingId,
    status,
    ...(deadline && { deadline }),
    ...(consent && {
      signed: { ...signedConsentView(consent), ip: consent.ip, userAgent: consent.userAgent },
    }),
  };
});
