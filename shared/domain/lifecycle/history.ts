/**
 * What happened to a request or a booking, oldest first (the artist's detail view shows it). Each
 * state change appends one entry in the same write.
 */
export const HISTORY_ACTIONS = [
  'created',
  'moved',
  'move-accepted',
  /** The artist proposed times (issue 30, item 3), and the client picked one of them. */
  'times-proposed',
  'time-picked',
  'accepted',
  'refused',
  'cancelled',
  'payment-updated',
  /** The client booked the free touch-up of a booking from the portal (issue 31, ADR 0094). */
  'touch-up-booked',
  /** The artist marked the client arrived late: the deposit is forfeited (issue 31, ADR 0097). */
  'late-arrival',
  /** The client sent the photo of their healed tattoo from the portal (ADR 0101), or another in its place. */
  'healed-photo',
] as const;
