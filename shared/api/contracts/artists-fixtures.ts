import type { PublicProfile } from './artists.ts';

/**
 * For tests: Mia Ink's public page as `GET /artists/{pseudo}` answers it on the day she onboards
 * (Free plan, every kind of request open, nothing shown yet). Tests add what they need.
 */
export const blankPublicProfile: PublicProfile = {
  pseudo: 'ink-mia',
  displayName: 'Mia Ink',
  links: [],
  styles: [],
  plan: 'free',
  reservations: { requests: true, custom: true, touchups: true },
  unit: 'metric',
  hourFormat: '24',
  travels: [],
  flashes: [],
  works: [],
};
