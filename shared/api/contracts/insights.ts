import * as z from 'zod';
import { PAST_RANGES } from '../../domain/statistics/insights.ts';

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
  requestsByWeekday: z.array(z.number().int()).length(7),
  series: z.array(z.object({ start: z.string(), requests: z.number().int(), bookings: z.number().int() })),
});
export type InsightsView = z.infer<typeof insightsView>;
