import { routes } from '../../../shared/api/routes.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { requireClient } from '../../lib/require-client.ts';
import { clientOf, toClientProfile } from './client-profile.ts';

/** `GET /portal/me`: the signed-in client's own information (`/portal/profile`). */
export const handler = httpHandler(routes.getMyClientProfile, async ({ caller }) => {
  const { email } = requireClient(caller);
  return toClientProfile(await clientOf(email));
});
