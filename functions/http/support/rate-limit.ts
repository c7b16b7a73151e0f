import type { RateRule } from '#functions/lib/rate-limit/rate-limit.ts';

/** At most 5 reports or suggestions per artist and minute. */
export const SUPPORT_SENDS: RateRule = { limit: 5, windowSeconds: 60 };

/** The rate scope an artist's support sends count in (`functions/lib/rate-limit`). */
export const supportRateScope = (artistId: string) => `support:${artistId}`;
