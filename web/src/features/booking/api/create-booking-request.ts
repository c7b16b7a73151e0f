import type {
  BookingRequestCreated,
  BookingRequestInput,
} from '../../../../../shared/api/contracts/booking-requests.ts';
import { api } from '../../../lib/api.ts';
import { apiPath } from '../../../lib/api-path.ts';

/** `POST /artists/{pseudo}/requests` of `shared/api/routes.ts` (`createBookingRequest`), public. */
export const createBookingRequestEndpoint = { method: 'POST', path: '/artists/{pseudo}/requests' } as const;

/** Sends the request; the same `idempotencyKey` again answers the same request (never a second one). */
export function createBookingRequest(
  pseudo: string,
  body: BookingRequestInput,
): Promise<BookingRequestCreated> {
  return api.post<BookingRequestCreated>(apiPath(createBookingRequestEndpoint.path, { pseudo }), body);
}
