import type { AskClientInput, RequestView } from '#shared/api/contracts/requests.ts';
import * as inboxEndpoints from '#shared/api/endpoints/inbox.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `POST /me/requests/{requestId}/ask-client` of `shared/api/routes/inbox.ts` (`askMyRequestClient`):
 * the artist's question, posted in the conversation; the request then waits for the client (ADR 0087).
 */
export function askMyRequestClient(requestId: string, input: AskClientInput): Promise<RequestView> {
  return artistApi.post<RequestView>(apiPath(inboxEndpoints.askMyRequestClient.path, { requestId }), input);
}
