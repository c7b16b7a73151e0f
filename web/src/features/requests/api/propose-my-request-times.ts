import type { ProposeTimesInput, RequestView } from '#shared/api/contracts/requests.ts';
import * as inboxEndpoints from '#shared/api/endpoints/inbox.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `POST /me/requests/{requestId}/propose-times` of `shared/api/routes/inbox.ts`
 * (`proposeMyRequestTimes`): 2 to 4 of the artist's slots, held until the proposal ends, for the
 * client to pick one (ADR 0087). 409 `slot_taken`, `slot_unavailable`, `request_not_pending`.
 */
export function proposeMyRequestTimes(requestId: string, input: ProposeTimesInput): Promise<RequestView> {
  return artistApi.post<RequestView>(
    apiPath(inboxEndpoints.proposeMyRequestTimes.path, { requestId }),
    input,
  );
}
