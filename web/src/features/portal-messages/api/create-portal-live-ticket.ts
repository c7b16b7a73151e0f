import type { LiveTicket } from '#shared/api/contracts/live.ts';
import * as liveEndpoints from '#shared/api/endpoints/live.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/** `POST /portal/live-ticket` (`createPortalLiveTicket`): a 60-second ticket for one live connection. */
export function createPortalLiveTicket(): Promise<LiveTicket> {
  return portalApi.post<LiveTicket>(liveEndpoints.createPortalLiveTicket.path);
}
