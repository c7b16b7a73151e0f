import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { MyWork, WorkInput } from '#shared/api/contracts/portfolio.ts';
import * as portfolioEndpoints from '#shared/api/endpoints/portfolio.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { myWorkKey } from './get-my-work.ts';
import { MY_WORKS_KEY } from './list-my-works.ts';

/** `PUT /me/works/{workId}` of `shared/api/routes.ts` (`updateWork`). */
async function updateWork(workId: string, body: WorkInput): Promise<MyWork> {
  const work = await artistApi.put<MyWork>(apiPath(portfolioEndpoints.updateWork.path, { workId }), body);
  await mutate(myWorkKey(workId), work, { revalidate: false });
  await mutate(MY_WORKS_KEY);
  return work;
}

export function useUpdateWork(workId: string) {
  return useSWRMutation<MyWork, ApiError, string, WorkInput>(myWorkKey(workId), (_key, { arg }) =>
    updateWork(workId, arg),
  );
}
