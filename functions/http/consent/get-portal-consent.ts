import { bookingConsentForm, readConsent } from '#functions/lib/consent/consent-forms.ts';
import { portalConsentView } from '#functions/lib/consent/portal-consent-view.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { consentRoutes } from '#shared/api/routes/consent.ts';

/**
 * `GET /portal/bookings/{bookingId}/consent`: the form the booking asks the client to sign (the version
 * current when it was accepted), or what they signed. Another client's booking: 404.
 */
export const handler = httpHandler(consentRoutes.getPortalConsent, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  const booking = await readClientBooking(email, params.bookingId);
  const [form, consent, artist] = await Promise.all([
    bookingConsentForm(booking),
    readConsent(booking.artistId, booking.bookingId),
    getDb()
      .entities.artist.get({ artistId: booking.artistId })
      .go({ attributes: ['displayName'] }),
  ]);
  return portalConsentView(booking, artist.data ?? undefined, form, consent, new Date());
});
