import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { FlashInput, MyFlash } from '#shared/api/contracts/portfolio.ts';
import * as portfolioEndpoints from '#shared/api/endpoints/portfolio.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { myFlashKey } from './get-my-flash.ts';
import { MY_FLASHES_KEY } from './list-my-flashes.ts';

/** `POST /me/flashes` of `shared/api/routes.ts` (`createFlash`). */
async function createFlash(body: FlashInput): Promise<MyFlash> {
  const flash = await artistApi.post<MyFlash>(portfolioEndpoints.createFlash.path, body);
  await mutate(myFlashKey(flash.flashId), flash, { revalidate: false });
  await mutate(MY_FLASHES_KEY);
  return flash;
}

export function useCreateFlash() {
  return useSWRMutation<MyFlash, ApiError, string, FlashInput>(
    portfolioEndpoints.createFlash.path,
    (_path, { arg }) => createFlash(arg),
  );
}
