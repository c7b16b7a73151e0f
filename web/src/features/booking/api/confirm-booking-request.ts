import type {
  BookingRequestCreated,
  RequestConfirmationInput,
  RequestConfirmationResent,
} from '#shared/api/contracts/booking-requests.ts';
import * as bookingRequestsEndpoints from '#shared/api/endpoints/booking-requests.ts';
import { api } from '#web/src/lib/api.ts';
import { apiPath } from '#web/src/lib/api-path.ts';

/**
 * `POST /artists/{pseudo}/requests/{requestId}/confirmation` (`confirmBookingRequest`), public:
 * confirms the client's email with the code or the link's secret; confirming again answers the same.
 */
export function confirmBookingRequest(
  pseudo: string,
  requestId: string,
  body: RequestConfirmationInput,
): Promise<BookingRequestCreated> {
  return api.post<BookingRequestCreated>(
    apiPath(bookingRequestsEndpoints.confirmBookingRequest.path, { pseudo, requestId }),
    body,
  );
}

/** "Send again": a new code and link (the earlier ones stop working). */
export function resendRequestConfirmation(
  pseudo: string,
  requestId: string,
): Promise<RequestConfirmationResent> {
  return api.post<RequestConfirmationResent>(
    apiPath(bookingRequestsEndpoints.resendRequestConfirmation.path, { pseudo, requestId }),
    {},
  );
}
