import type { RequestView } from '#shared/api/contracts/requests.ts';
import * as inboxEndpoints from '#shared/api/endpoints/inbox.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `POST /me/requests/{requestId}/move` of `shared/api/routes.ts` (`moveMyRequest`): another real slot
 * of the artist (`GET /me/slots`), atomically. 409 `slot_taken`, `slot_unavailable`,
 * `request_not_pending`.
 */
export function moveMyRequest(requestId: string, slotId: string): Promise<RequestView> {
  return artistApi.post<RequestView>(apiPath(inboxEndpoints.moveMyRequest.path, { requestId }), { slotId });
}
