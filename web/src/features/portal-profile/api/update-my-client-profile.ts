import { mutate } from 'swr';
import type { ClientProfile, ClientProfileInput } from '#shared/api/contracts/portal-auth.ts';
import * as portalAuthEndpoints from '#shared/api/endpoints/portal-auth.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';
import { MY_CLIENT_PROFILE_KEY } from './get-my-client-profile.ts';

/** `PUT /portal/me` of `shared/api/routes/portal-auth.ts` (`updateMyClientProfile`): replaces the client's information. */
export async function updateMyClientProfile(body: ClientProfileInput): Promise<ClientProfile> {
  const profile = await portalApi.put<ClientProfile>(portalAuthEndpoints.updateMyClientProfile.path, body);
  await mutate(MY_CLIENT_PROFILE_KEY, profile, { revalidate: false });
  return profile;
}
