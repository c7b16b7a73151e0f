import { portalAuthRoutes } from '../../../shared/api/routes/portal-auth.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { signingKeys } from '../../lib/portal/signing-keys.ts';

/** `GET /portal/.well-known/jwks.json`: the public keys API Gateway's portal authorizer checks with. */
export const handler = httpHandler(portalAuthRoutes.getPortalJwks, async () => {
  const { publicKeys } = await signingKeys();
  return { keys: publicKeys };
});
