import { mutate } from 'swr';
import type { MyToday } from '#shared/api/contracts/today.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { MY_TODAY_KEY } from './get-my-today.ts';

/** `POST /me/setup-steps/{step}` (`markMySetupStep`): the page was shared (copied, shared or printed). */
export async function markPageShared(): Promise<void> {
  const { checklist } = await artistApi.post<Pick<MyToday, 'checklist'>>(
    apiPath(bookingsEndpoints.markMySetupStep.path, { step: 'shared' }),
    {},
  );
  await mutate(MY_TODAY_KEY, (today?: MyToday) => (today ? { ...today, checklist } : today), {
    revalidate: false,
  });
}
