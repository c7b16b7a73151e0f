import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { portalAuthRoutes } from '#shared/api/routes/portal-auth.ts';
import { clientOf, toClientProfile } from './client-profile.ts';

/** `GET /portal/me`: the signed-in client's own information (`/portal/profile`). */
export const handler = httpHandler(portalAuthRoutes.getMyClientProfile, async ({ caller }) => {
  const { email } = requireClient(caller);
  return toClientProfile(await clientOf(email));
});
