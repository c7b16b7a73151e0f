import type { PortalLoginAccepted, PortalLoginInput } from '#shared/api/contracts/portal-auth.ts';
import * as portalAuthEndpoints from '#shared/api/endpoints/portal-auth.ts';
import { api } from '#web/src/lib/api.ts';

/**
 * `POST /portal/login` of `shared/api/routes/portal-auth.ts` (`requestPortalLogin`): emails a code and
 * a link to a known client; every address gets the same answer.
 */
export function requestPortalLogin(body: PortalLoginInput): Promise<PortalLoginAccepted> {
  return api.post<PortalLoginAccepted>(portalAuthEndpoints.requestPortalLogin.path, body);
}
