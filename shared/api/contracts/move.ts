import * as z from 'zod';
import { slotIdField } from '#shared/validation/slot-id-field.ts';

/**
 * `POST /me/requests/{requestId}/move` and `POST /me/bookings/{bookingId}/move`: another real slot
 * of the artist (as `GET /me/slots` lists them). Atomic: the old slot is freed and the new one held
 * in one transaction; 409 `slot_taken` if someone holds it, 409 `slot_unavailable` if not offered.
 */
export const moveInput = z.object({ slotId: slotIdField });
export type MoveInput = z.input<typeof moveInput>;
