import type { DetailType } from './registry.ts';

/** A request's and then its booking's life, from the request to a move or a cancellation. */
export const REQUEST_AND_BOOKING_LIFE = [
  'request.created',
  'request.accepted',
  'request.refused',
  'request.cancelled',
  'request.move-accepted',
  'slot.moved',
  'booking.cancelled',
] as const satisfies readonly DetailType[];

/** An artist's flashes and works created, changed or deleted: what their public pages show. */
export const PORTFOLIO_CHANGES = [
  'flash.created',
  'flash.updated',
  'flash.deleted',
  'work.created',
  'work.updated',
  'work.deleted',
] as const satisfies readonly DetailType[];
