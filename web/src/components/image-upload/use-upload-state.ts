import useSWR from 'swr';
import type { ImageState } from '#shared/api/contracts/images.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import type { UploadEndpoints } from './upload-endpoints.ts';

/** Polls an upload every `intervalMs` while it is pending; `null` stops (no request). */
export function useUploadState(endpoints: UploadEndpoints, imageId: string | null, intervalMs: number) {
  return useSWR<ImageState, ApiError>(
    imageId ? endpoints.statePath(imageId) : null,
    () => endpoints.state(imageId as string),
    {
      refreshInterval: (state) => (!state || state.status === 'pending' ? intervalMs : 0),
      revalidateOnFocus: false,
      dedupingInterval: 0,
    },
  );
}
