import type { PortalAccessToken, PortalCodeInput } from '#shared/api/contracts/portal-auth.ts';
import * as portalAuthEndpoints from '#shared/api/endpoints/portal-auth.ts';
import { api } from '#web/src/lib/api.ts';
import { storeAuthToken } from '#web/src/lib/session-token.ts';

/**
 * `POST /portal/login/otp` of `shared/api/routes/portal-auth.ts` (`confirmPortalCode`): signs in with
 * the emailed code; keeps the access token as `auth_token` (the refresh cookie is set by the answer).
 */
export async function confirmPortalCode(body: PortalCodeInput): Promise<PortalAccessToken> {
  const answer = await api.post<PortalAccessToken>(portalAuthEndpoints.confirmPortalCode.path, body);
  storeAuthToken(answer.accessToken);
  return answer;
}
