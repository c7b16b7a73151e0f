import { addDays } from './booking/slot-window.ts';
import type { Currency } from './money.ts';
import { dayNumber } from './slots/civil-time.ts';

/** The setup steps Today's checklist shows a new artist, in order. */
export const SETUP_STEPS = ['picture', 'bio', 'flash', 'availability', 'bookingSettings', 'shared'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Where each setup step is done in the workspace (Today's checklist, the getting-started guide). */
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

/** What the checklist reads of the artist and their page. */
export interface SetupFacts {
  avatarImageId?: string | undefined;
  bio?: string | undefined;
  flashCount: number;
  availabilityCount: number;
  setupSteps?: readonly string[] | Set<string> | undefined;
}

/** Each setup step, done or not. */
export function setupChecklist(facts: SetupFacts): Record<SetupStep, boolean> {
  const marked = new Set(facts.setupSteps ?? []);
  return {
    picture: Boolean(facts.avatarImageId),
    bio: Boolean(facts.bio?.trim()),
    flash: facts.flashCount > 0,
    availability: facts.availabilityCount > 0,
    bookingSettings: marked.has('bookingSettings'),
    shared: marked.has('shared'),
  };
}

/** The Monday that starts the week of a local date (ISO weeks) and the Sunday that ends it. */
export function weekOf(localDate: string): { from: string; to: string } {
  const weekday = (((dayNumber(localDate) + 3) % 7) + 7) % 7; // 0 = Monday
  const from = addDays(localDate, -weekday);
  return { from, to: addDays(from, 6) };
}

interface RevenueBooking {
  status: string;
  localDate: string;
  priceCents: number;
  currency: Currency;
}

/** This week's confirmed revenue by currency: bookings not cancelled whose slot starts this week. */
export function weekRevenue(bookings: readonly RevenueBooking[], today: string) {
  const { from, to } = weekOf(today);
  const totals = new Map<Currency, number>();
  for (const booking of bookings) {
    if (booking.status !== 'confirmed' || booking.localDate < from || booking.localDate > to) continue;
    totals.set(booking.currency, (totals.get(booking.currency) ?? 0) + booking.priceCents);
  }
  return [...totals].map(([currency, cents]) => ({ currency, cents })).sort((a, b) => b.cents - a.cents);
}
