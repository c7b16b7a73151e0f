import type { PortalAccessToken } from '#shared/api/contracts/portal-auth.ts';
import * as portalAuthEndpoints from '#shared/api/endpoints/portal-auth.ts';
import { api } from '#web/src/lib/api.ts';
import { storeAuthToken } from '#web/src/lib/session-token.ts';

/**
 * `POST /portal/login/link` of `shared/api/routes/portal-auth.ts` (`confirmPortalLink`): signs in with a
 * magic link's token, only when the client presses the page's button (never on load: a mail scanner
 * opening the link must not use it up).
 */
export async function confirmPortalLink(token: string): Promise<PortalAccessToken> {
  const answer = await api.post<PortalAccessToken>(portalAuthEndpoints.confirmPortalLink.path, { token });
  storeAuthToken(answer.accessToken);
  return answer;
}
