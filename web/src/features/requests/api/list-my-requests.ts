import useSWR from 'swr';
import type { RequestList } from '#shared/api/contracts/requests.ts';
import * as inboxEndpoints from '#shared/api/endpoints/inbox.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { keptOffline } from '#web/src/lib/offline-snapshot.ts';

/**
 * `GET /me/requests` of `shared/api/routes.ts` (`listMyRequests`): the artist's pending or refused
 * requests with the filters, the travels they fall in and the artist's time zone.
 */
/** The query as the API reads it (`RequestListQuery`): amounts in cents, days 'YYYY-MM-DD'. */
export interface MyRequestsQuery {
  status: 'pending' | 'refused';
  order: 'oldest' | 'newest';
  from?: string | undefined;
  to?: string | undefined;
  location?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  type?: 'flash' | 'custom' | 'touchup' | undefined;
}

/** The list's path: also its SWR key (every key of these lists starts with `/me/requests`). */
export function myRequestsPath(query: MyRequestsQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  return `${inboxEndpoints.listMyRequests.path}?${search}`;
}

/** Each list read is kept for reading offline (ADR 0099). */
const listMyRequests = keptOffline((path: string) => artistApi.get<RequestList>(path));

/** The requests for `query`; the previous answer stays shown while another query loads. */
export function useMyRequests(query: MyRequestsQuery) {
  const path = myRequestsPath(query);
  return useSWR<RequestList, ApiError>(path, () => listMyRequests(path), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
