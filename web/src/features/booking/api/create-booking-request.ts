import type { BookingRequestCreated, BookingRequestInput } from '#shared/api/contracts/booking-requests.ts';
import * as bookingRequestsEndpoints from '#shared/api/endpoints/booking-requests.ts';
import { api } from '#web/src/lib/api.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { readAuthToken } from '#web/src/lib/session-token.ts';

/**
 * `POST /artists/{pseudo}/requests` of `shared/api/routes.ts` (`createBookingRequest`), public.
 *
 * Sends the request; the same `idempotencyKey` again answers the same request (never a second one).
 * A client signed in to the portal sends their access token with it: when it is valid and names the
 * request's email, the request needs no email confirmation (ADR 0067); otherwise it is ignored.
 */
export function createBookingRequest(
  pseudo: string,
  body: BookingRequestInput,
): Promise<BookingRequestCreated> {
  const token = readAuthToken();
  return api.post<BookingRequestCreated>(
    apiPath(bookingRequestsEndpoints.createBookingRequest.path, { pseudo }),
    body,
    token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
  );
}
