import { localDate } from '#shared/domain/local-time.ts';
import { healedPhotoDueAt } from './client-notices.ts';

/**
 * The photo of the healed tattoo (issue 31, item 3; ADR 0101): the policy the client accepted asks
 * for it `healedPhotoDays` after the session, at 10:00 in the artist's zone (the notice's day); from
 * then on the client may send it from the portal, and send another in its place.
 */
export interface HealedPhotoSubject {
  status: 'confirmed' | 'canceled';
  /** The session's start: its local date in the artist's zone counts the days. */
  slotStart: string;
  /** Set on a touch-up booking: a touch-up asks for no photo of its own. */
  touchUpOf?: { bookingId: string } | undefined;
}

/**
 * Whether the client may send the healed photo at `now`, and since when it is asked for; or why
 * not, as the API's 409 names it: the policy asks for none, or the booking is a touch-up or
 * cancelled (`healed_photo_not_asked`), or its day has not come (`healed_photo_not_yet`).
 */
export type HealedPhotoState =
  | { open: true; askedFrom: string }
  | { open: false; reason: 'healed_photo_not_asked' | 'healed_photo_not_yet'; askedFrom?: string };

export function healedPhotoState(
  policy: { healedPhotoDays?: number | undefined },
  booking: HealedPhotoSubject,
  timezone: string,
  now: Date,
): HealedPhotoState {
  const days = policy.healedPhotoDays;
  if (!days || booking.status !== 'confirmed' || booking.touchUpOf)
    return { open: false, reason: 'healed_photo_not_asked' };
  const session = { localDate: localDate(new Date(booking.slotStart), timezone), timezone };
  const askedFrom = healedPhotoDueAt(session, days).toISOString();
  if (Date.parse(askedFrom) > now.getTime())
    return { open: false, reason: 'healed_photo_not_yet', askedFrom };
  return { open: true, askedFrom };
}
