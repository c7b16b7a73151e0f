import type { RefuseRequestInput, RequestView } from '#shared/api/contracts/requests.ts';
import * as inboxEndpoints from '#shared/api/endpoints/inbox.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `POST /me/requests/{requestId}/refuse` of `shared/api/routes.ts` (`refuseMyRequest`): an optional
 * reason for the client; frees the slot. 409 `request_not_pending`.
 */
export function refuseMyRequest(requestId: string, body: RefuseRequestInput): Promise<RequestView> {
  return artistApi.post<RequestView>(apiPath(inboxEndpoints.refuseMyRequest.path, { requestId }), body);
}
