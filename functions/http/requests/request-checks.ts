import type { z } from 'zod';
import { offeredSlot, type Schedule } from '#functions/lib/artist-schedule.ts';
import { ApiError } from '#shared/api/errors.ts';
import { openingDecides } from '#shared/domain/booking/opening.ts';
import { projectTypeOpen, underRequestLimit } from '#shared/domain/booking/reservation-rules.ts';
import type { bookingRequestFields } from '#shared/validation/booking-fields.ts';

export type RequestBody = z.output<typeof bookingRequestFields>;

/**
 * The artist suspended (410), requests closed, the Free plan's limit reached, or the project type
 * closed (409): nothing written.
 */
export function checkOpen(artist: Schedule['artist'], body: RequestBody, now: Date = new Date()) {
  if (artist.suspendedAt) throw new ApiError(410, 'artist_unavailable');
  const decided = openingDecides(artist, body.projectType, now);
  if (decided === 'undecided' && artist.openRequests === false)
    throw refusalAfterOpening(artist, now, 'requests_closed');
  if (!underRequestLimit(artist, now)) throw new ApiError(409, 'request_limit_reached');
  if (decided === 'closed') throw new ApiError(409, 'project_type_closed');
  if (decided === 'undecided' && !projectTypeOpen(artist, body.projectType)) {
    throw refusalAfterOpening(artist, now, 'project_type_closed');
  }
}

/** A refusal just after an opening filled up says so (`opening_full`) rather than "closed". */
function refusalAfterOpening(
  artist: Schedule['artist'],
  now: Date,
  code: 'requests_closed' | 'project_type_closed',
) {
  const { opening } = artist;
  const full =
    opening !== undefined &&
    (artist.openingCount ?? 0) >= opening.cap &&
    now.getTime() >= Date.parse(opening.startsAt) &&
    now.getTime() < Date.parse(opening.closesAt);
  return new ApiError(409, full ? 'opening_full' : code);
}

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

/** The slot the engine offers now (functions/lib/artist-schedule.ts: the artist's moves use it too). */
export { offeredSlot };
