// Booking requests ask for proofs of work past their threshold (ADR 0068).
import '#functions/lib/rate-limit/proof-of-work.ts';
import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as confirmBookingRequest } from './confirm-booking-request.ts';
import { handler as createBookingRequest } from './create-booking-request.ts';
import { handler as recordPageView } from './record-page-view.ts';
import { handler as resendRequestConfirmation } from './resend-request-confirmation.ts';

export const handler = routeGroup('requests', {
  createBookingRequest,
  confirmBookingRequest,
  resendRequestConfirmation,
  recordPageView,
});
