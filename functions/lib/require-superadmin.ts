import { ApiError } from '#shared/api/errors.ts';
import type { Caller } from './caller.ts';
import type { HttpEvent } from './http-handler.ts';
import { hasSoftwareTokenMfa } from './software-token-mfa.ts';

/**
 * Narrows the caller of a `superadmin` route: a Cognito user of the `superadmin` group, else 403
 * `forbidden`; signed in with their password and the TOTP second factor on their account, else 403
 * `mfa_required` (ADR 0073). Only an ID token of a sign-in with a password can have passed the
 * factor: a Google or Apple sign-in (an `identities` claim) never asks for it, and an access token
 * does not tell which way it was obtained (the SPA sends ID tokens).
 */
export async function requireSuperadmin(
  caller: Caller,
  event: HttpEvent,
): Promise<{ adminId: string; email: string }> {
  if (caller.kind !== 'artist' || !caller.groups.includes('superadmin')) throw new ApiError(403, 'forbidden');
  const claims = event.requestContext?.authorizer?.jwt?.claims ?? {};
  if (claims.token_use !== 'id' || claims.identities !== undefined) throw new ApiError(403, 'mfa_required');
  if (!(await hasSoftwareTokenMfa(caller.username))) throw new ApiError(403, 'mfa_required');
  return { adminId: caller.artistId, email: caller.email };
}
