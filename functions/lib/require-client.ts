import { ApiError } from '#shared/api/errors.ts';
import type { Caller } from './caller.ts';

/**
 * Narrows the caller of a `client` route (a portal session): every portal read and write is scoped
 * by this email (normalized: trimmed, lower case, as requests and bookings store it).
 */
export function requireClient(caller: Caller) {
  if (caller.kind !== 'client') throw new ApiError(403, 'forbidden');
  const email = caller.email.trim().toLowerCase();
  if (!email) throw new ApiError(403, 'forbidden');
  return { ...caller, email };
}
