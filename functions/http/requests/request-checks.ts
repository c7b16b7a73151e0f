import type { z } from 'zod';
import type { BookingRequestInput } from '../../../shared/api/contracts/booking-requests.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import {
  FREE_PLAN_REQUEST_LIMIT,
  projectTypeOpen,
  underRequestLimit,
} from '../../../shared/domain/booking/reservation-rules.ts';
import { dayWindow } from '../../../shared/domain/booking/slot-window.ts';
import { parseSlotId } from '../../../shared/domain/slots/slot-id.ts';
import type { BookableSlot } from '../../../shared/domain/slots/types.ts';
import type { bookingRequestFields } from '../../../shared/validation/booking-fields.ts';
import { type Schedule, scheduleSlots, scheduleZone } from '../../lib/artist-schedule.ts';

export type RequestBody = z.output<typeof bookingRequestFields>;
export type { BookingRequestInput };

/** Requests closed, the Free plan's limit reached, or the project type closed: 409, nothing written. */
export function checkOpen(artist: Schedule['artist'], body: RequestBody) {
  if (artist.openRequests === false) throw new ApiError(409, 'requests_closed');
  if (!underRequestLimit(artist)) throw new ApiError(409, 'request_limit_reached');
  if (!projectTypeOpen(artist, body.projectType)) throw new ApiError(409, 'project_type_closed');
}

export { FREE_PLAN_REQUEST_LIMIT };

/** A flash request names one of the artist's flashes; reference images are the artist's, ready. */
export function checkItems(schedule: Schedule, body: RequestBody) {
  const fields: { path: string; key: string }[] = [];
  if (body.projectType === 'flash' && !schedule.page.flash.some((flash) => flash.flashId === body.flashId)) {
    fields.push({ path: 'flashId', key: 'validation.booking.flashNotFound' });
  }
  const images = new Map(schedule.page.image.map((image) => [image.imageId, image]));
  body.referenceImageIds.forEach((imageId, index) => {
    const image = images.get(imageId);
    const expired = image?.expiresAt !== undefined && image.expiresAt * 1000 <= Date.now();
    if (image?.kind !== 'reference' || image.status === 'rejected' || expired) {
      fields.push({ path: `referenceImageIds.${index}`, key: 'validation.booking.imageNotFound' });
    } else if (image.status !== 'ready') {
      fields.push({ path: `referenceImageIds.${index}`, key: 'validation.booking.imageNotReady' });
    }
  });
  if (fields.length > 0) throw new ApiError(400, 'validation_failed', fields);
}

/**
 * The slot the engine offers now under this id. Otherwise 409: `slot_taken` when only a hold removes
 * it, `slot_too_soon` when only the request delay does, `slot_unavailable` when it is not offered at
 * all (never existed, past, or its availability changed).
 */
export function offeredSlot(schedule: Schedule, slotId: string, now: Date): BookableSlot {
  const parts = parseSlotId(slotId);
  if (!parts) throw new ApiError(409, 'slot_unavailable');
  const window = dayWindow(scheduleZone(schedule.artist), parts.localDate);
  const find = (options?: Parameters<typeof scheduleSlots>[3]) =>
    scheduleSlots(schedule, window, now, options).find((slot) => slot.slotId === slotId);
  const slot = find();
  if (slot) return slot;
  if (find({ ignoreHolds: true })) throw new ApiError(409, 'slot_taken');
  if (find({ requestDelayMinutes: 0 })) throw new ApiError(409, 'slot_too_soon');
  throw new ApiError(409, 'slot_unavailable');
}
