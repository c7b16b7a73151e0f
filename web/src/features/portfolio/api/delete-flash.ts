import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import * as portfolioEndpoints from '#shared/api/endpoints/portfolio.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { myFlashKey } from './get-my-flash.ts';
import { MY_FLASHES_KEY } from './list-my-flashes.ts';

/** `DELETE /me/flashes/{flashId}` of `shared/api/routes.ts` (`deleteFlash`). */
async function deleteFlash(flashId: string): Promise<void> {
  await artistApi.delete(apiPath(portfolioEndpoints.deleteFlash.path, { flashId }));
  await mutate(myFlashKey(flashId), undefined, { revalidate: false });
  await mutate(MY_FLASHES_KEY);
}

export function useDeleteFlash(flashId: string) {
  return useSWRMutation<void, ApiError, string>(`${myFlashKey(flashId)}#delete`, () => deleteFlash(flashId));
}
