import * as z from 'zod';
import { PAST_RANGES } from '#shared/domain/statistics/insights.ts';
import { UPCOMING_RANGES } from '#shared/domain/statistics/upcoming.ts';

/** `?range=7d|4w|3m|12m`: the spec's past statistics ranges (4 weeks when absent). */
export const insightsQuery = z.object({
  range: z.enum(PAST_RANGES, { error: 'validation.invalidValue' }).default('4w'),
});

/** `GET /me/insights`: a past range's figures, from the statistics consumer's daily counters. */
export const insightsView = z.object({
  range: z.enum(PAST_RANGES),
  from: z.string(),
  to: z.string(),
  requestsReceived: z.number().int(),
  requestsAccepted: z.number().int(),
  requestsRefused: z.number().int(),
  requestsCancelled: z.number().int(),
  bookings: z.number().int(),
  bookingsCancelled: z.number().int(),
  acceptanceRate: z.number().int().nullable(),
  revenue: z.record(z.string(), z.number().int()),
  deposits: z.record(z.string(), z.number().int()),
  medianFirstResponseMinutes: z.number().nullable(),
  timeSavedMinutes: z.number().int(),
  /** Requests per requested slot's local weekday (Monday first) and hour (0–23). */
  busiestDays: z.array(z.number().int()).length(7),
  busiestHours: z.array(z.number().int()).length(24),
  /** The flashes most asked for; `title` absent once the flash is deleted. */
  topFlashes: z.array(
    z.object({
      flashId: z.string(),
      requests: z.number().int(),
      title: z.string().optional(),
      thumbnailUrl: z.string().optional(),
    }),
  ),
  series: z.array(z.object({ start: z.string(), requests: z.number().int(), bookings: z.number().int() })),
});
export type InsightsView = z.infer<typeof insightsView>;

/** `?range=7d|4w|3m`: the spec's upcoming statistics ranges (4 weeks when absent). */
export const upcomingInsightsQuery = z.object({
  range: z.enum(UPCOMING_RANGES, { error: 'validation.invalidValue' }).default('4w'),
});

const perCurrency = z.record(z.string(), z.number().int());

/** `GET /me/insights/upcoming`: the confirmed bookings ahead, from the calendar's index. */
export const upcomingInsightsView = z.object({
  range: z.enum(UPCOMING_RANGES),
  from: z.string(),
  to: z.string(),
  bookings: z.number().int(),
  bookedMinutes: z.number().int(),
  expectedRevenue: perCurrency,
  depositsReceived: perCurrency,
  depositsPending: z.object({ count: z.number().int(), amounts: perCurrency }),
  balanceDue: perCurrency,
  busiestDays: z.array(z.number().int()).length(7),
  series: z.array(z.object({ start: z.string(), bookings: z.number().int() })),
});
export type UpcomingInsightsView = z.infer<typeof upcomingInsightsView>;
