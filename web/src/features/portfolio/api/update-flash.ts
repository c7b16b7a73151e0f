import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { FlashInput, MyFlash } from '#shared/api/contracts/portfolio.ts';
import * as portfolioEndpoints from '#shared/api/endpoints/portfolio.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { myFlashKey } from './get-my-flash.ts';
import { MY_FLASHES_KEY } from './list-my-flashes.ts';

/** `PUT /me/flashes/{flashId}` of `shared/api/routes.ts` (`updateFlash`). */
async function updateFlash(flashId: string, body: FlashInput): Promise<MyFlash> {
  const flash = await artistApi.put<MyFlash>(apiPath(portfolioEndpoints.updateFlash.path, { flashId }), body);
  await mutate(myFlashKey(flashId), flash, { revalidate: false });
  await mutate(MY_FLASHES_KEY);
  return flash;
}

export function useUpdateFlash(flashId: string) {
  return useSWRMutation<MyFlash, ApiError, string, FlashInput>(myFlashKey(flashId), (_key, { arg }) =>
    updateFlash(flashId, arg),
  );
}
