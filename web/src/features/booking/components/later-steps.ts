/**
 * The booking form past its first step (ADR 0106): the later steps' fields and their checks (the
 * shared zod schemas), and the send. The form's first step, the project type, needs none of it and
 * shows without it; this module loads right after, while the client reads (`use-later-steps.ts`).
 */
export { createBookingRequest } from '#web/src/features/booking/api/create-booking-request.ts';
export { handleSendFailure } from '#web/src/features/booking/utils/send-failure.ts';
export { sentRequestOf } from '#web/src/features/booking/utils/sent-request.ts';
export { requestBodyOf, stepErrors } from '#web/src/features/booking/utils/step-errors.ts';
export { BookingStepBody } from './booking-step-body.tsx';
