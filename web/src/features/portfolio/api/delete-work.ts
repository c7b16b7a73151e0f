import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import * as portfolioEndpoints from '#shared/api/endpoints/portfolio.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { myWorkKey } from './get-my-work.ts';
import { MY_WORKS_KEY } from './list-my-works.ts';

/** `DELETE /me/works/{workId}` of `shared/api/routes.ts` (`deleteWork`). */
async function deleteWork(workId: string): Promise<void> {
  await artistApi.delete(apiPath(portfolioEndpoints.deleteWork.path, { workId }));
  await mutate(myWorkKey(workId), undefined, { revalidate: false });
  await mutate(MY_WORKS_KEY);
}

export function useDeleteWork(workId: string) {
  return useSWRMutation<void, ApiError, string>(`${myWorkKey(workId)}#delete`, () => deleteWork(workId));
}
