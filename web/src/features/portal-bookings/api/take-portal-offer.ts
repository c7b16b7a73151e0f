import type { PortalBooking } from '../../../../../shared/api/contracts/portal-lifecycle.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/** `POST /portal/offers/{offerId}/take` (`takePortalOffer`): the earlier slot offered, first come first served. */
export const takePortalOfferEndpoint = {
  method: 'POST',
  path: '/portal/offers/{offerId}/take',
} as const;

export function takePortalOffer(offerId: string, bookingId: string): Promise<PortalBooking> {
  return portalApi.post<PortalBooking>(
    takePortalOfferEndpoint.path.replace('{offerId}', encodeURIComponent(offerId)),
    { bookingId },
  );
}
