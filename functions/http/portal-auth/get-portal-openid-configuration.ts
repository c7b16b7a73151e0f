import { env } from '#functions/lib/env.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { portalAuthRoutes } from '#shared/api/routes/portal-auth.ts';
import { PORTAL_JWT_ALG } from '#shared/domain/portal/portal-auth-rules.ts';

/**
 * `GET /portal/.well-known/openid-configuration`: API Gateway's JWT authorizer reads the issuer's
 * discovery document to find the JWKS.
 */
export const handler = httpHandler(portalAuthRoutes.getPortalOpenIdConfiguration, async () => ({
  issuer: env.portalIssuer,
  jwks_uri: `${env.portalIssuer}/.well-known/jwks.json`,
  response_types_supported: ['token'],
  subject_types_supported: ['public'],
  id_token_signing_alg_values_supported: [PORTAL_JWT_ALG],
}));
