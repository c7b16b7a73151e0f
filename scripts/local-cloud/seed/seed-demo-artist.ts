import { DEMO_ARTIST, DEMO_PROFILE } from './demo-artist.ts';
import { type SeedTarget, seedAccount } from './seed-account.ts';
import { seedDemoSchedule } from './seed-demo-schedule.ts';

export type { SeedTarget } from './seed-account.ts';

/**
 * Seeds the demo artist through the real paths (seed-account.ts): a confirmed Cognito user in group
 * `artist`, signed in, onboarded and described, then given weekly availability and a flash with its
 * image for the booking form (seed-demo-schedule.ts). Idempotent: an existing user is kept (its
 * password too) and an onboarded one is left alone.
 */
export async function seedDemoArtist(
  target: SeedTarget,
): Promise<'created' | 'onboarded' | 'kept' | 'skipped'> {
  const account = await seedAccount(target, DEMO_ARTIST, DEMO_PROFILE);
  if (account.status === 'skipped') return 'skipped';
  // What the booking form offers: weekly availability and a flash with its image (kept if present).
  try {
    const added = await seedDemoSchedule(target, account.idToken);
    if (added.availability || added.flash) {
      target.log.info(
        'seed',
        `demo booking: availability ${added.availability ? 'added' : 'kept'}, flash ${added.flash ? 'added' : 'kept'}`,
      );
    }
  } catch (error) {
    target.log.error(
      'seed',
      `the demo's availability or flash could not be seeded: ${(error as Error).message}`,
    );
  }
  return account.status;
}
