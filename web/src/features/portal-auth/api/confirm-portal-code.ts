import type { PortalAccessToken, PortalCodeInput } from '../../../../../shared/api/contracts/portal-auth.ts';
import { api } from '../../../lib/api.ts';
import { storeAuthToken } from '../../../lib/session-token.ts';

/**
 * `POST /portal/login/otp` of `shared/api/routes/portal-auth.ts` (`confirmPortalCode`): signs in with
 * the emailed code; keeps the access token as `auth_token` (the refresh cookie is set by the answer).
 */
export const confirmPortalCodeEndpoint = { method: 'POST', path: '/portal/login/otp' } as const;

export async function confirmPortalCode(body: PortalCodeInput): Promise<PortalAccessToken> {
  const answer = await api.post<PortalAccessToken>(confirmPortalCodeEndpoint.path, body);
  storeAuthToken(answer.accessToken);
  return answer;
}
