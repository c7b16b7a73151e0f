import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { MyWork, WorkInput } from '#shared/api/contracts/portfolio.ts';
import * as portfolioEndpoints from '#shared/api/endpoints/portfolio.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { myWorkKey } from './get-my-work.ts';
import { MY_WORKS_KEY } from './list-my-works.ts';

/** `POST /me/works` of `shared/api/routes.ts` (`createWork`). */
async function createWork(body: WorkInput): Promise<MyWork> {
  const work = await artistApi.post<MyWork>(portfolioEndpoints.createWork.path, body);
  await mutate(myWorkKey(work.workId), work, { revalidate: false });
  await mutate(MY_WORKS_KEY);
  return work;
}

export function useCreateWork() {
  return useSWRMutation<MyWork, ApiError, string, WorkInput>(
    portfolioEndpoints.createWork.path,
    (_path, { arg }) => createWork(arg),
  );
}
