/**
 * Support (issue 13, item 7): bug reports and feature suggestions from artists, triaged in the
 * superadmin area. The spec names a report's location, type and description, and the suggestion
 * lists 'in progress' (processing), 'coming' and 'waiting'.
 */

/** Where in the product the bug was met. */
export const BUG_LOCATIONS = [
  'today',
  'requests',
  'bookings',
  'messages',
  'availability',
  'insights',
  'profile',
  'publicPage',
  'bookingForm',
  'clientPortal',
  'settings',
  'billing',
  'emails',
  'other',
] as const;

/** What kind of problem it is. */
export const BUG_TYPES = ['notWorking', 'display', 'slow', 'wrongInformation', 'other'] as const;

/** A report's triage, set in the superadmin area. */
export const BUG_STATUSES = ['new', 'confirmed', 'fixed', 'closed'] as const;
export type BugStatus = (typeof BUG_STATUSES)[number];

/** A suggestion's list: new ones wait; the team moves them to coming, then in progress. */
export const SUGGESTION_STATUSES = ['processing', 'coming', 'waiting'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const BUG_DESCRIPTION_MAX = 4000;
export const SUGGESTION_TITLE_MAX = 120;
export const SUGGESTION_DESCRIPTION_MAX = 2000;

/** The suggestions of one list, most voted first, then the newest. */
export function rankSuggestions<T extends { votes: number; createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.votes - a.votes || b.createdAt.localeCompare(a.createdAt));
}
