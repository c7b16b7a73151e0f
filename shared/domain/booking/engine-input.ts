import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import type {
  BookableSlot,
  OneTimeAvailability,
  RecurringAvailability,
  TakenInterval,
  TravelPeriod,
} from '#shared/domain/slots/types.ts';
import { sliceInterval } from './slot-slices.ts';

/** An availability item as stored (shared/db/entities/availability.ts). */
export interface AvailabilityItem {
  kind: 'recurring' | 'oneTime';
  weekdays?: readonly number[] | undefined;
  months?: readonly number[] | undefined;
  validFrom?: string | undefined;
  validUntil?: string | undefined;
  date?: string | undefined;
  closed?: boolean | undefined;
  slots: readonly { start: string; durationMinutes: number }[];
}

/** The artist's availabilities as the slot engine takes them. */
export function engineAvailabilities(items: readonly AvailabilityItem[]): {
  recurring: RecurringAvailability[];
  oneTime: OneTimeAvailability[];
} {
  const recurring: RecurringAvailability[] = [];
  const oneTime: OneTimeAvailability[] = [];
  for (const item of items) {
    const slots = item.slots.map(({ start, durationMinutes }) => ({ start, durationMinutes }));
    if (item.kind === 'recurring') {
      recurring.push({
        weekdays: [...(item.weekdays ?? [])],
        months: [...(item.months ?? [])],
        slots,
        validFrom: item.validFrom,
        validUntil: item.validUntil,
      });
    } else if (item.date) {
      oneTime.push({ date: item.date, slots, ...(item.closed && { closed: true }) });
    }
  }
  return { recurring, oneTime };
}

/** Travels as the engine takes them (the address never leaves). */
export function engineTravels(
  travels: readonly {
    travelId: string;
    startDate: string;
    endDate: string;
    shopName: string;
    city: string;
  }[],
): TravelPeriod[] {
  return travels.map(({ travelId, startDate, endDate, shopName, city }) => ({
    travelId,
    startDate,
    endDate,
    shopName,
    city,
  }));
}

/** Held slices as taken intervals (the engine merges adjacent ones). */
export function heldIntervals(holds: readonly { sliceStart: string }[]): TakenInterval[] {
  return holds.map((hold) => sliceInterval(hold.sliceStart));
}

/**
 * The engine's slots in the compact public shape: grouped by local day in [from, to], a slot as its
 * `[start, minutes]` pair, each day's travel as an index into `locations`.
 */
export function compactSlots(
  slots: readonly BookableSlot[],
  window: { timezone: string; from: string; to: string },
): SlotList {
  const locations: SlotList['locations'] = [];
  const locationIndex = new Map<string, number>();
  const days: SlotList['days'] = [];
  let current: SlotList['days'][number] | undefined;
  for (const slot of slots) {
    if (slot.localDate < window.from || slot.localDate > window.to) continue;
    if (current?.date !== slot.localDate) {
      current = days.find((day) => day.date === slot.localDate);
      if (!current) {
        current = { date: slot.localDate, slots: [] };
        if (slot.location) {
          let index = locationIndex.get(slot.location.travelId);
          if (index === undefined) {
            index = locations.length;
            locations.push({ ...slot.location });
            locationIndex.set(slot.location.travelId, index);
          }
          current.location = index;
        }
        days.push(current);
      }
    }
    current.slots.push([slot.localStart, slot.durationMinutes]);
  }
  days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { timezone: window.timezone, from: window.from, to: window.to, locations, days };
}
