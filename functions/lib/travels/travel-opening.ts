import { artistSlotList } from '#functions/lib/artist-schedule.ts';
import { dayNumber } from '#shared/domain/slots/civil-time.ts';
import { travelPhase } from '#shared/domain/travels.ts';

interface Travel {
  travelId: string;
  startDate: string;
  endDate: string;
}

/**
 * Whether a travel's booking is open (issue 14, item 6): the public form offers at least one slot
 * at it now (the engine: its availabilities on the travel's days, the holds, the request delay, the
 * artist taking requests). A past travel never is.
 */
export async function travelBookingOpen(artistId: string, travel: Travel, today: string, now = new Date()) {
  if (travelPhase(travel, today) === 'past') return false;
  const from = travel.startDate > today ? travel.startDate : today;
  const days = dayNumber(travel.endDate) - dayNumber(from) + 1;
  const list = await artistSlotList(artistId, { from, days }, 'public', now);
  if (!list) return false;
  const at = list.locations.findIndex((location) => location.travelId === travel.travelId);
  return at >= 0 && list.days.some((day) => day.location === at && day.slots.length > 0);
}
