import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from '#functions/lib/env.ts';
import { PORTAL_JWT_ALG, PORTAL_TOKEN_USE } from '#shared/domain/portal/portal-auth-rules.ts';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

/**
 * The portal's public keys as API Gateway's portal authorizer reads them: the issuer's
 * `/.well-known/jwks.json` (served by the `portal-auth` group), fetched on first use and kept by
 * jose (refetched for an unknown `kid`, at most every 30 s). Only the public half: a function that
 * checks tokens needs neither the SSM parameter nor its client (ADR 0067).
 */
function portalKeys() {
  jwks ??= createRemoteJWKSet(new URL(`${env.portalIssuer}/.well-known/jwks.json`), {
    timeoutDuration: 3_000,
  });
  return jwks;
}

/**
 * The email of a valid portal access token in an `Authorization: Bearer` header, else undefined:
 * the checks API Gateway's portal authorizer makes (signature by one of the portal's keys, issuer,
 * audience, expiry) plus `token_use: portal`, for a public route that treats a signed-in client
 * differently (the booking form: no email confirmation, ADR 0067). Never throws.
 */
export async function portalEmailOf(authorization: string | undefined): Promise<string | undefined> {
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, portalKeys(), {
      issuer: env.portalIssuer,
      audience: env.portalAudience,
      algorithms: [PORTAL_JWT_ALG],
    });
    if (payload.token_use !== PORTAL_TOKEN_USE || typeof payload.email !== 'string') return undefined;
    return payload.email.trim().toLowerCase();
  } catch {
    return undefined;
  }
}
