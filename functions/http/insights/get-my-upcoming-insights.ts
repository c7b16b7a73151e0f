import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { insightRoutes } from '#shared/api/routes/insights.ts';
import { addDays } from '#shared/domain/booking/slot-window.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { parseSlotId } from '#shared/domain/slots/slot-id.ts';
import { upcomingFigures, upcomingRangeDays } from '#shared/domain/statistics/upcoming.ts';
import { requirePro } from './require-pro.ts';

/**
 * `GET /me/insights/upcoming?range`: the confirmed bookings of the next 7 days, 4 weeks or 3 months
 * in the artist's zone, read by slot start from the calendar's index (`byStart`, ADR 0037): only the
 * window, widened by a day each side for the zone, then kept by local day. Pro only, like the past.
 */
export const handler = httpHandler(insightRoutes.getMyUpcomingInsights, async ({ query, caller }) => {
  const { artistId, timezone } = await requirePro(caller);
  const { from, to } = upcomingRangeDays(query.range, localDate(new Date(), timezone));
  const { data } = await getDb()
    .entities.booking.query.byStart({ artistId })
    .between({ slotStart: addDays(from, -1) }, { slotStart: addDays(to, 2) })
    .go({
      pages: 'all',
      attributes: ['slotId', 'status', 'priceCents', 'depositCents', 'currency', 'paymentState', 'session'],
    });
  const bookings = data.flatMap((booking) => {
    const slot = parseSlotId(booking.slotId);
    return slot ? [{ ...booking, localDate: slot.localDate, durationMinutes: slot.durationMinutes }] : [];
  });
  return { range: query.range, from, to, ...upcomingFigures(query.range, from, to, bookings) };
});
