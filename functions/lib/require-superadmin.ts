import { ApiError } from '../../shared/api/errors.ts';
import type { Caller } from './caller.ts';
import { hasSoftwareTokenMfa } from './software-token-mfa.ts';

/**
 * Narrows the caller of a `superadmin` route: a Cognito user of the `superadmin` group, else 403
 * `forbidden`; with the TOTP second factor on their account, else 403 `mfa_required` (ADR 0073).
 */
export async function requireSuperadmin(caller: Caller): Promise<{ adminId: string; email: string }> {
  if (caller.kind !== 'artist' || !caller.groups.includes('superadmin')) throw new ApiError(403, 'forbidden');
  if (!(await hasSoftwareTokenMfa(caller.username))) throw new ApiError(403, 'mfa_required');
  return { adminId: caller.artistId, email: caller.email };
}
