import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import { apiGatewayClaims } from './jwt-claims.ts';

export type Authorization =
  | { ok: true; claims: Record<string, string>; scopes?: string[] }
  | { ok: false; challenge: string };

export interface JwtAuthorizerOptions {
  issuer: string;
  /** The app client ids the API accepts: an ID token's `aud` or an access token's `client_id`. */
  audience: string[];
  jwksUrl: string;
}

/**
 * API Gateway's JWT authorizer: the token from the Authorization header (a `Bearer ` prefix is
 * optional, as in API Gateway), an RS256 signature from the issuer's JWKS, the issuer, the expiry,
 * and the audience, taken from `aud` or, for access tokens, `client_id`. On failure: the
 * `www-authenticate` challenge API Gateway answers with its 401.
 */
export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 1_000 });
  const audience = new Set(options.audience);

  return async (authorization: string | undefined): Promise<Authorization> => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return { ok: false, challenge: 'Bearer' };
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, { issuer: options.issuer, algorithms: ['RS256'] }));
    } catch (error) {
      return { ok: false, challenge: invalidToken(jwtFailure(error)) };
    }
    const audiences = [payload.aud ?? [], payload.client_id ?? []].flat().map(String);
    if (!audiences.some((aud) => audience.has(aud)))
      return { ok: false, challenge: invalidToken('invalid audience') };
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : undefined;
    return { ok: true, claims: apiGatewayClaims(payload), ...(scopes && { scopes }) };
  };
}

function invalidToken(description: string) {
  return `Bearer error="invalid_token" error_description="${description}"`;
}

function jwtFailure(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'the token has expired';
  if (error instanceof errors.JWTClaimValidationFailed) return `invalid ${error.claim}`;
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'invalid signature';
  return 'invalid token';
}
