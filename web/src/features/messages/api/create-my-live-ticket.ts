import type { LiveTicket } from '../../../../../shared/api/contracts/live.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/live-ticket` (`createMyLiveTicket`): a 60-second ticket for one live connection. */
export const createMyLiveTicketEndpoint = { method: 'POST', path: '/me/live-ticket' } as const;

export function createMyLiveTicket(): Promise<LiveTicket> {
  return artistApi.post<LiveTicket>(createMyLiveTicketEndpoint.path);
}
