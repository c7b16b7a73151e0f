import { mutate } from 'swr';
import type { MyToday } from '../../../../../shared/api/contracts/today.ts';
import { artistApi } from '../../../lib/artist-api.ts';
import { MY_TODAY_KEY } from './get-my-today.ts';

/** `POST /me/setup-steps/{step}` (`markMySetupStep`): the page was shared (copied, shared or printed). */
export const markMySetupStepEndpoint = { method: 'POST', path: '/me/setup-steps/{step}' } as const;

export async function markPageShared(): Promise<void> {
  const { checklist } = await artistApi.post<Pick<MyToday, 'checklist'>>('/me/setup-steps/shared', {});
  await mutate(MY_TODAY_KEY, (today?: MyToday) => (today ? { ...today, checklist } : today), {
    revalidate: false,
  });
}
