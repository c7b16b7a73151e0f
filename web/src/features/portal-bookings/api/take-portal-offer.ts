import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import * as portalEndpoints from '#shared/api/endpoints/portal.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `POST /portal/offers/{offerId}/take` (`takePortalOffer`): the earlier slot offered, first come first served. */
export function takePortalOffer(offerId: string, bookingId: string): Promise<PortalBooking> {
  return portalApi.post<PortalBooking>(
    portalEndpoints.takePortalOffer.path.replace('{offerId}', encodeURIComponent(offerId)),
    { bookingId },
  );
}
