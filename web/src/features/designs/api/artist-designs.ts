import useSWR from 'swr';
import type { DesignView, ShareDesignBody } from '#shared/api/contracts/designs.ts';
import * as designEndpoints from '#shared/api/endpoints/designs.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/designs/{requestId}` (`getMyDesign`): the design of one of the artist's bookings or requests. */
function myDesignPath(requestId: string): string {
  return apiPath(designEndpoints.getMyDesign.path, { requestId });
}

export function useMyDesign(requestId: string) {
  return useSWR<DesignView, ApiError>(
    myDesignPath(requestId),
    (path: string) => artistApi.get<DesignView>(path),
    {
      revalidateOnFocus: false,
    },
  );
}

/** `POST /me/designs/{requestId}` (`shareMyDesign`): shares the next version; answers the design. */
export function shareMyDesign(requestId: string, body: ShareDesignBody): Promise<DesignView> {
  return artistApi.post<DesignView>(apiPath(designEndpoints.shareMyDesign.path, { requestId }), body);
}
