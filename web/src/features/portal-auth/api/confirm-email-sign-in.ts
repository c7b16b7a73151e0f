import type { EmailSignedIn } from '#shared/api/contracts/portal-auth.ts';
import * as portalAuthEndpoints from '#shared/api/endpoints/portal-auth.ts';
import { api } from '#web/src/lib/api.ts';
import { storeAuthToken } from '#web/src/lib/session-token.ts';

/**
 * `POST /portal/login/email` of `shared/api/routes/portal-auth.ts` (`confirmEmailSignIn`): signs in
 * with a client email's button (its fragment's token and the address it went to), only when the
 * client presses the page's button (ADR 0085). Answers the portal page the email named.
 */
export async function confirmEmailSignIn(input: { token: string; email: string }): Promise<EmailSignedIn> {
  const answer = await api.post<EmailSignedIn>(portalAuthEndpoints.confirmEmailSignIn.path, input);
  storeAuthToken(answer.accessToken);
  return answer;
}
