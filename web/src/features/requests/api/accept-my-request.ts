import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { AcceptRequestInput } from '#shared/api/contracts/requests.ts';
import * as inboxEndpoints from '#shared/api/endpoints/inbox.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `POST /me/requests/{requestId}/accept` of `shared/api/routes.ts` (`acceptMyRequest`): the final
 * price and the deposit in cents; answers the booking the request became. 409 `request_not_pending`.
 */
export function acceptMyRequest(requestId: string, body: AcceptRequestInput): Promise<BookingView> {
  return artistApi.post<BookingView>(apiPath(inboxEndpoints.acceptMyRequest.path, { requestId }), body);
}
