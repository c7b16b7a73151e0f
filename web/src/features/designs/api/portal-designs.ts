import useSWR from 'swr';
import type { DesignChangesBody, DesignView, PortalDesigns } from '#shared/api/contracts/designs.ts';
import * as designEndpoints from '#shared/api/endpoints/designs.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

const PORTAL_DESIGNS_KEY = designEndpoints.listPortalDesigns.path;

/** How often the list is read again while `refreshWhile` holds (back from paying a revision). */
const REFRESH_MS = 2000;

/**
 * `GET /portal/designs` (`listPortalDesigns`): every design shared with the client, one read for the
 * whole page (each booking or request shows its own).
 */
export function usePortalDesigns(refreshWhile?: (list: PortalDesigns) => boolean) {
  return useSWR<PortalDesigns, ApiError>(
    PORTAL_DESIGNS_KEY,
    () => portalApi.get<PortalDesigns>(PORTAL_DESIGNS_KEY),
    {
      revalidateOnFocus: false,
      refreshInterval: (latest) => (latest && refreshWhile?.(latest) ? REFRESH_MS : 0),
    },
  );
}

const versionPath = (path: string, requestId: string, version: number) =>
  apiPath(path, { requestId, version: String(version) });

/** `POST /portal/designs/{requestId}/versions/{version}/approve` (`approvePortalDesign`). */
export function approvePortalDesign(requestId: string, version: number): Promise<DesignView> {
  return portalApi.post<DesignView>(
    versionPath(designEndpoints.approvePortalDesign.path, requestId, version),
  );
}

/** `POST /portal/designs/{requestId}/versions/{version}/changes` (`askPortalDesignChanges`). */
export function askPortalDesignChanges(requestId: string, version: number, body: DesignChangesBody) {
  return portalApi.post<DesignView>(
    versionPath(designEndpoints.askPortalDesignChanges.path, requestId, version),
    body,
  );
}

/** `POST …/revision-checkout` (`createPortalRevisionCheckout`): Stripe's checkout for a paid revision. */
export function createPortalRevisionCheckout(requestId: string, version: number): Promise<{ url: string }> {
  return portalApi.post<{ url: string }>(
    versionPath(designEndpoints.createPortalRevisionCheckout.path, requestId, version),
  );
}
