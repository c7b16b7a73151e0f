import type {
  BookingRequestCreated,
  RequestConfirmationInput,
  RequestConfirmationResent,
} from '../../../../../shared/api/contracts/booking-requests.ts';
import { api } from '../../../lib/api.ts';
import { apiPath } from '../../../lib/api-path.ts';

/** `POST /artists/{pseudo}/requests/{requestId}/confirmation` (`confirmBookingRequest`), public. */
export const confirmBookingRequestEndpoint = {
  method: 'POST',
  path: '/artists/{pseudo}/requests/{requestId}/confirmation',
} as const;

/** `POST /artists/{pseudo}/requests/{requestId}/confirmation-email` (`resendRequestConfirmation`). */
export const resendRequestConfirmationEndpoint = {
  method: 'POST',
  path: '/artists/{pseudo}/requests/{requestId}/confirmation-email',
} as const;

/** Confirms the client's email with the code or the link's secret; confirming again answers the same. */
export function confirmBookingRequest(
  pseudo: string,
  requestId: string,
  body: RequestConfirmationInput,
): Promise<BookingRequestCreated> {
  return api.post<BookingRequestCreated>(
    apiPath(confirmBookingRequestEndpoint.path, { pseudo, requestId }),
    body,
  );
}

/** "Send again": a new code and link (the earlier ones stop working). */
export function resendRequestConfirmation(
  pseudo: string,
  requestId: string,
): Promise<RequestConfirmationResent> {
  return api.post<RequestConfirmationResent>(
    apiPath(resendRequestConfirmationEndpoint.path, { pseudo, requestId }),
    {},
  );
}
