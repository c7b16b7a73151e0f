import { SignJWT } from 'jose';
import { env } from '#functions/lib/env.ts';
import { PORTAL_AUTH, PORTAL_JWT_ALG, PORTAL_TOKEN_USE } from '#shared/domain/portal/portal-auth-rules.ts';
import { randomToken } from './secrets.ts';
import { signingKeys } from './signing-keys.ts';

export interface PortalIdentity {
  clientId: string;
  email: string;
}

/**
 * The portal access token (JWT, RS256) API Gateway's portal authorizer accepts: `sub` the client id,
 * the normalized `email`, `token_use: portal`, issuer `<app>/api/portal`, audience
 * `inkslot-portal`, 15 minutes.
 */
export async function issueAccessToken(identity: PortalIdentity, now: number) {
  const { signer } = await signingKeys();
  const accessToken = await new SignJWT({ email: identity.email, token_use: PORTAL_TOKEN_USE })
    .setProtectedHeader({ alg: PORTAL_JWT_ALG, kid: signer.kid, typ: 'JWT' })
    .setSubject(identity.clientId)
    .setIssuer(env.portalIssuer)
    .setAudience(env.portalAudience)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + PORTAL_AUTH.accessTokenSeconds)
    .setJti(randomToken(16))
    .sign(signer.key);
  return { accessToken, expiresIn: PORTAL_AUTH.accessTokenSeconds };
}
