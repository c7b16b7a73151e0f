import type { SetupStep } from '../../../shared/domain/today.ts';

/** Where each of Today's setup steps is done (Today's checklist, the getting-started guide). */
export const SETUP_STEP_PATHS: Record<SetupStep, string> = {
  picture: '/app/profile',
  bio: '/app/profile',
  flash: '/app/profile/flashs',
  availability: '/app/availabilities',
  bookingSettings: '/app/settings/bookings',
  shared: '/app#share',
};

/** The getting-started guide's article about a setup step. */
export function tutorialPath(step: SetupStep): string {
  return `/app/tutorials/${step}`;
}
