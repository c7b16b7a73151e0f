import useSWR from 'swr';
import type { ImageState } from '../../../../../shared/api/contracts/images.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `GET /me/images/{imageId}` of `shared/api/routes.ts` (`getMyImage`): where an upload is. */
export const getMyImageEndpoint = { method: 'GET', path: '/me/images/{imageId}' } as const;

export function myImagePath(imageId: string) {
  return getMyImageEndpoint.path.replace('{imageId}', encodeURIComponent(imageId));
}

export function getMyImage(imageId: string): Promise<ImageState> {
  return artistApi.get<ImageState>(myImagePath(imageId));
}

/** Polls an upload every `intervalMs` while it is pending; `null` stops (no request). */
export function useMyImage(imageId: string | null, intervalMs: number) {
  return useSWR<ImageState, ApiError>(imageId ? myImagePath(imageId) : null, () => getMyImage(imageId!), {
    refreshInterval: (state) => (!state || state.status === 'pending' ? intervalMs : 0),
    revalidateOnFocus: false,
    dedupingInterval: 0,
  });
}
