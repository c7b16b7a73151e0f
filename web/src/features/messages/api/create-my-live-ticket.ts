import type { LiveTicket } from '#shared/api/contracts/live.ts';
import * as liveEndpoints from '#shared/api/endpoints/live.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/live-ticket` (`createMyLiveTicket`): a 60-second ticket for one live connection. */
export function createMyLiveTicket(): Promise<LiveTicket> {
  return artistApi.post<LiveTicket>(liveEndpoints.createMyLiveTicket.path);
}
