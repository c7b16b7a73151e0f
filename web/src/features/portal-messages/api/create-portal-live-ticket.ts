import type { LiveTicket } from '../../../../../shared/api/contracts/live.ts';
import { portalApi } from '../../../lib/portal-api.ts';

/** `POST /portal/live-ticket` (`createPortalLiveTicket`): a 60-second ticket for one live connection. */
export const createPortalLiveTicketEndpoint = { method: 'POST', path: '/portal/live-ticket' } as const;

export function createPortalLiveTicket(): Promise<LiveTicket> {
  return portalApi.post<LiveTicket>(createPortalLiveTicketEndpoint.path);
}
