/**
 * What happened to a request or a booking, oldest first (the artist's detail view shows it). Each
 * state change appends one entry in the same write.
 */
export const HISTORY_ACTIONS = [
  'created',
  'moved',
  'move-accepted',
  'accepted',
  'refused',
  'cancelled',
  'payment-updated',
] as const;
