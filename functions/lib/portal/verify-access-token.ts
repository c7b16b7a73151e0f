import { createLocalJWKSet, jwtVerify } from 'jose';
import { PORTAL_TOKEN_USE } from '../../../shared/domain/portal/portal-auth-rules.ts';
import { env } from '../env.ts';
import { PORTAL_JWT_ALG, signingKeys } from './signing-keys.ts';

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
    const { publicKeys } = await signingKeys();
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: publicKeys }), {
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
