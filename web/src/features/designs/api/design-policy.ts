import useSWR from 'swr';
import type { DesignPolicyInput, DesignPolicySettings } from '#shared/api/contracts/designs.ts';
import * as designEndpoints from '#shared/api/endpoints/designs.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/design-policy` (`getMyDesignPolicy`). */
export function useMyDesignPolicy() {
  const path = designEndpoints.getMyDesignPolicy.path;
  return useSWR<DesignPolicySettings, ApiError>(path, () => artistApi.get<DesignPolicySettings>(path), {
    revalidateOnFocus: false,
  });
}

/** `PUT /me/design-policy` (`setMyDesignPolicy`). */
export function setMyDesignPolicy(body: DesignPolicyInput): Promise<DesignPolicySettings> {
  return artistApi.put<DesignPolicySettings>(designEndpoints.setMyDesignPolicy.path, body);
}
