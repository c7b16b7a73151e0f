import { ApiError } from '#shared/api/errors.ts';
import type { Caller } from './caller.ts';

/** Narrows the caller of an `artist` route; every artist route scopes its reads and writes by this id. */
export function requireArtist(caller: Caller) {
  if (caller.kind !== 'artist') throw new ApiError(403, 'forbidden');
  return caller;
}
