import { httpHandler } from '#functions/lib/http-handler.ts';
import { signingKeys } from '#functions/lib/portal/signing-keys.ts';
import { portalAuthRoutes } from '#shared/api/routes/portal-auth.ts';

/** `GET /portal/.well-known/jwks.json`: the public keys API Gateway's portal authorizer checks with. */
export const handler = httpHandler(portalAuthRoutes.getPortalJwks, async () => {
  const { publicKeys } = await signingKeys();
  return { keys: publicKeys };
});
