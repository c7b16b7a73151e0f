import { createConnectedCheckout } from '#functions/lib/billing/connected-checkout.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { readClientBooking } from '#functions/lib/lifecycle/client-booking.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { billingRoutes } from '#shared/api/routes/billing.ts';
import { canPayDepositOnline, depositLineName } from '#shared/domain/billing/online-deposit.ts';

/**
 * `POST /portal/bookings/{bookingId}/deposit-checkout` (the client's portal session): a Stripe
 * Checkout session for the booking's deposit, made now (a session lives at most 24 hours, so the
 * emailed link leads here and a new one is made each time), on the artist's own account (a direct
 * charge: the artist is the merchant of record, ADR 0057), with the platform's share if one is
 * configured. Another client's booking, or none: 404. Not payable online (no deposit awaited, paid,
 * cancelled, over, or the artist takes no online payments): 409 `deposit_not_payable`.
 */
export const handler = httpHandler(billingRoutes.createPortalDepositCheckout, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  const { bookingId } = params;
  const booking = await readClientBooking(email, bookingId);
  const { artistId } = booking;
  const { data: artist } = await getDb().entities.artist.get({ artistId }).go({ consistent: true });
  if (!artist) throw new ApiError(404, 'not_found');
  const now = new Date();
  if (!canPayDepositOnline(booking, artist, now) || !booking.depositCents || !artist.paymentAccountId)
    throw new ApiError(409, 'deposit_not_payable');

  return createConnectedCheckout({
    accountId: artist.paymentAccountId,
    amountCents: booking.depositCents,
    currency: booking.currency,
    lineName: depositLineName(booking.locale, artist.displayName || artist.pseudo),
    metadata: { artistId, bookingId, purpose: 'deposit' },
    reference: bookingId,
    clientEmail: booking.clientEmail,
    locale: booking.locale,
    page: '/portal/bookings',
    paid: 'deposit=paid',
    now,
  });
});
