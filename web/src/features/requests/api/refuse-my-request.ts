import type { RefuseRequestInput, RequestView } from '../../../../../shared/api/contracts/requests.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/**
 * `POST /me/requests/{requestId}/refuse` of `shared/api/routes.ts` (`refuseMyRequest`): an optional
 * reason for the client; frees the slot. 409 `request_not_pending`.
 */
export const refuseMyRequestEndpoint = { method: 'POST', path: '/me/requests/{requestId}/refuse' } as const;

export function refuseMyRequest(requestId: string, body: RefuseRequestInput): Promise<RequestView> {
  return artistApi.post<RequestView>(apiPath(refuseMyRequestEndpoint.path, { requestId }), body);
}
