import { missing } from './stripe-errors.ts';
import type { StripeObject, StripeState } from './stripe-state.ts';

/** Records and posts an event; `account` makes it a Connect event (`event.account`). */
export type SendEvent = (
  type: string,
  object: StripeObject,
  previous?: Record<string, unknown>,
  account?: string,
) => void;

/** What each resource of the stand-in works with: its objects, its origin, and its events. */
export interface StripeContext {
  state: StripeState;
  origin: () => string;
  send: SendEvent;
  /** Writes the objects to the state file (if any). */
  save: () => void;
}

/** The object of that id, or Stripe's `resource_missing`. */
export function found(objects: Record<string, StripeObject>, id: string, type: string) {
  const object = objects[id];
  if (!object) throw missing(type, id);
  return object;
}
