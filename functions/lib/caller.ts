import { ApiError } from '#shared/api/errors.ts';
import type { AuthKind } from '#shared/api/route-types.ts';
import type { HttpEvent } from './http-handler.ts';

export type Caller =
  | { kind: 'anonymous' }
  | {
      kind: 'artist';
      artistId: string;
      email: string;
      groups: string[];
      /** Cognito's user name (`Google_…` for a federated user): what its admin APIs are given. */
      username: string;
    }
  | { kind: 'client'; clientId: string; email: string };

/** Cognito puts groups in the token as an array; API Gateway hands JWT claims over as strings. */
export function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string' || claim === '') return [];
  const trimmed = claim.replace(/^\[|\]$/g, '');
  return trimmed.split(/[ ,]+/).filter(Boolean);
}

/**
 * Who is calling, from the claims API Gateway's JWT authorizer has verified. The authorizer checks
 * the signature, issuer, audience and expiry; this checks that the kind of token fits the route.
 */
export function callerOf(event: HttpEvent, auth: AuthKind): Caller {
  if (auth === 'public') return { kind: 'anonymous' };
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string') throw new ApiError(401, 'unauthorized');
  if (auth === 'client') {
    if (claims.token_use !== 'portal') throw new ApiError(403, 'forbidden');
    return { kind: 'client', clientId: String(claims.sub), email: String(claims.email ?? '') };
  }
  if (claims.token_use !== 'access' && claims.token_use !== 'id') throw new ApiError(403, 'forbidden');
  const groups = groupsOf(claims['cognito:groups']);
  if (!groups.includes(auth)) throw new ApiError(403, 'forbidden');
  const username = String(claims['cognito:username'] ?? claims.username ?? claims.sub);
  return {
    kind: 'artist',
    artistId: String(claims.sub),
    email: String(claims.email ?? ''),
    groups,
    username,
  };
}
