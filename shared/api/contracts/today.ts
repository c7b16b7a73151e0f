import * as z from 'zod';
import { CURRENCIES } from '#shared/domain/money.ts';
import { SETUP_STEPS } from '#shared/domain/today.ts';
import { requestLimitView } from './artists.ts';
import { bookingView } from './bookings.ts';

/**
 * `GET /me/today` (the artist's Today, `/app`): in one answer, the appointments of today and tomorrow
 * (the artist's zone, cancelled ones left out, by start), the pending requests (how many, and when
 * the oldest arrived), this week's confirmed revenue by currency (Monday to Sunday), the setup
 * checklist, and the Free plan's usage.
 */
export const myToday = z.object({
  timezone: z.string(),
  today: z.string(),
  appointments: z.array(bookingView),
  pending: z.object({ count: z.number().int().min(0), oldestCreatedAt: z.string().optional() }),
  weekRevenue: z.array(z.object({ currency: z.enum(CURRENCIES), cents: z.number().int() })),
  checklist: z.object(
    Object.fromEntries(SETUP_STEPS.map((step) => [step, z.boolean()])) as Record<
      (typeof SETUP_STEPS)[number],
      z.ZodBoolean
    >,
  ),
  requestLimit: requestLimitView,
});
export type MyToday = z.infer<typeof myToday>;

/** `POST /me/setup-steps/{step}`: a setup step no other fact shows is done (sharing the page). */
export const setupStepParams = z.object({
  step: z.enum(['shared'], { error: 'validation.invalidValue' }),
});
