import { routes } from '../../../shared/api/routes.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { signingKeys } from '../../lib/portal/signing-keys.ts';

/** `GET /portal/.well-known/jwks.json`: the public keys API Gateway's portal authorizer checks with. */
export const handler = httpHandler(routes.getPortalJwks, async () => {
  const { publicKeys } = await signingKeys();
  return { keys: publicKeys };
});
