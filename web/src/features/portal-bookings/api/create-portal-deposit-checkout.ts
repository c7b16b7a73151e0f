import * as billingEndpoints from '#shared/api/endpoints/billing.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/**
 * `POST /portal/bookings/{bookingId}/deposit-checkout` (`createPortalDepositCheckout`): a Stripe
 * Checkout for the booking's deposit on the artist's account, made when the client asks (ADR 0057).
 */
export function createPortalDepositCheckout(bookingId: string): Promise<{ url: string }> {
  return portalApi.post<{ url: string }>(
    billingEndpoints.createPortalDepositCheckout.path.replace('{bookingId}', encodeURIComponent(bookingId)),
  );
}
