import { ApiError } from '../../shared/api/errors.ts';
import type { Caller } from './caller.ts';

/** Narrows the caller of a `superadmin` route: a Cognito user of the `superadmin` group, else 403. */
export function requireSuperadmin(caller: Caller): { adminId: string; email: string } {
  if (caller.kind !== 'artist' || !caller.groups.includes('superadmin')) throw new ApiError(403, 'forbidden');
  return { adminId: caller.artistId, email: caller.email };
}
