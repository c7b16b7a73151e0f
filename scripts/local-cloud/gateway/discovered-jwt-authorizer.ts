import { type Authorization, createJwtAuthorizer } from './jwt-authorizer.ts';

/**
 * API Gateway's JWT authorizer for an issuer it discovers: `<issuer>/.well-known/openid-configuration`
 * gives the JWKS URL, then the usual checks (signature, issuer, audience, expiry). Discovered on first
 * use and again after a failure (the portal's issuer is the API itself, served by this gateway).
 */
export function createDiscoveredJwtAuthorizer(options: { issuer: string; audience: string[] }) {
  let authorizer: Promise<ReturnType<typeof createJwtAuthorizer>> | undefined;
  const discover = async () => {
    const response = await fetch(`${options.issuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`the discovery document answered ${response.status}`);
    const { jwks_uri: jwksUrl } = (await response.json()) as { jwks_uri?: unknown };
    if (typeof jwksUrl !== 'string') throw new Error('the discovery document has no jwks_uri');
    return createJwtAuthorizer({ issuer: options.issuer, audience: options.audience, jwksUrl });
  };
  return async (authorization: string | undefined): Promise<Authorization> => {
    if (!authorization?.replace(/^Bearer\s+/i, '').trim()) return { ok: false, challenge: 'Bearer' };
    authorizer ??= discover().catch((error: unknown) => {
      authorizer = undefined;
      throw error;
    });
    let verify: Awaited<typeof authorizer>;
    try {
      verify = await authorizer;
    } catch {
      return { ok: false, challenge: 'Bearer error="invalid_token" error_description="no signing keys"' };
    }
    return verify(authorization);
  };
}
