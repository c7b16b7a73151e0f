import useSWR from 'swr';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import * as inboxEndpoints from '#shared/api/endpoints/inbox.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/requests/{requestId}` of `shared/api/routes.ts` (`getMyRequest`): 404 for another artist's. */
function myRequestPath(requestId: string): string {
  return apiPath(inboxEndpoints.getMyRequest.path, { requestId });
}

function getMyRequest(requestId: string): Promise<RequestView> {
  return artistApi.get<RequestView>(myRequestPath(requestId));
}

export function useMyRequest(requestId: string) {
  return useSWR<RequestView, ApiError>(myRequestPath(requestId), () => getMyRequest(requestId), {
    revalidateOnFocus: false,
  });
}
