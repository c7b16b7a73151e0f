import useSWR from 'swr';
import type { PortalRequestList } from '#shared/api/contracts/portal-lifecycle.ts';
import * as portalEndpoints from '#shared/api/endpoints/portal.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

/**
 * `GET /portal/requests` of `shared/api/routes/portal.ts` (`listPortalRequests`): the client's
 * requests across every artist, newest first (pending, refused and cancelled).
 */
const PORTAL_REQUESTS_KEY = portalEndpoints.listPortalRequests.path;

function listPortalRequests(): Promise<PortalRequestList> {
  return portalApi.get<PortalRequestList>(PORTAL_REQUESTS_KEY);
}

export function usePortalRequests() {
  return useSWR<PortalRequestList, ApiError>(PORTAL_REQUESTS_KEY, listPortalRequests, {
    revalidateOnFocus: false,
  });
}
