import useSWR from 'swr';
import type { ClientProfile } from '#shared/api/contracts/portal-auth.ts';
import * as portalAuthEndpoints from '#shared/api/endpoints/portal-auth.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `GET /portal/me` of `shared/api/routes/portal-auth.ts` (`getMyClientProfile`): the client's information. */
export const MY_CLIENT_PROFILE_KEY = portalAuthEndpoints.getMyClientProfile.path;

export function getMyClientProfile(): Promise<ClientProfile> {
  return portalApi.get<ClientProfile>(MY_CLIENT_PROFILE_KEY);
}

export function useMyClientProfile() {
  return useSWR<ClientProfile, ApiError>(MY_CLIENT_PROFILE_KEY, getMyClientProfile, {
    revalidateOnFocus: false,
  });
}
