import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import { ApiError } from '#shared/api/errors.ts';
import { canonicalTimeZone, DEFAULT_TIMEZONE } from '#shared/domain/artist-profile.ts';
import {
  compactSlots,
  engineAvailabilities,
  engineTravels,
  heldIntervals,
} from '#shared/domain/booking/engine-input.ts';
import { takesRequests } from '#shared/domain/booking/opening.ts';
import { holdLive } from '#shared/domain/booking/request-confirmation.ts';
import { DEFAULT_REQUEST_DELAY_MINUTES } from '#shared/domain/booking/reservation-rules.ts';
import { SLICE_MINUTES } from '#shared/domain/booking/slot-slices.ts';
import { addDays, dayWindow, slotWindow } from '#shared/domain/booking/slot-window.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { bookableSlots } from '#shared/domain/slots/bookable-slots.ts';
import { DAY_MS, dayNumber } from '#shared/domain/slots/civil-time.ts';
import { movableSlots } from '#shared/domain/slots/movable-slots.ts';
import { parseSlotId } from '#shared/domain/slots/slot-id.ts';
import type { BookableSlot } from '#shared/domain/slots/types.ts';
import { getDb } from './db.ts';

/** The artist id behind a pseudo (`gsi1`), or undefined when nobody has it. */
export async function artistIdOfPseudo(pseudo: string): Promise<string | undefined> {
  const { data } = await getDb()
    .entities.artist.query.byPseudo({ pseudo })
    .go({ limit: 1, attributes: ['artistId'] });
  return data[0]?.artistId;
}

/**
 * An artist's page collection (profile, availabilities, travels, flashes, images, works: ONE query)
 * and the slices held in [from, to) (one range query of the same partition), read side by side.
 */
export async function loadSchedule(artistId: string, window: { from: Date; to: Date }) {
  const db = getDb();
  const sliceMs = SLICE_MINUTES * 60_000;
  const [page, holds] = await Promise.all([
    db.collections.artistPage({ artistId }).go({ pages: 'all' }),
    db.entities.slotHold.query
      .byArtist({ artistId })
      .between(
        { sliceStart: new Date(window.from.getTime() - sliceMs).toISOString() },
        { sliceStart: window.to.toISOString() },
      )
      .go({ pages: 'all', attributes: ['sliceStart', 'requestId', 'expiresAt'] }),
  ]);
  const artist = page.data.artist[0];
  if (!artist) return undefined;
  return { artist, page: page.data, holds: holds.data };
}

export type Schedule = NonNullable<Awaited<ReturnType<typeof loadSchedule>>>;

/** The artist's time zone, Paris when missing or unknown. */
export function scheduleZone(artist: { timezone?: string | undefined }): string {
  return (artist.timezone && canonicalTimeZone(artist.timezone)) || DEFAULT_TIMEZONE;
}

export interface ScheduleOptions {
  /** Minutes of notice before a slot; the artist's request delay unless said (0 for the artist). */
  requestDelayMinutes?: number;
  /** Offer slots whatever holds them. */
  ignoreHolds?: boolean;
  /** The holds of this request do not count as taken (moving it may overlap its own slot). */
  exceptHoldsOf?: string;
  /**
   * An appointment of this length being moved: any quarter-hour start inside the working hours where
   * it fits (shared/domain/slots/movable-slots.ts), not only the predefined slots with their lengths.
   */
  durationMinutes?: number;
}

/** The bookable slots of a loaded schedule in a window (the engine: shared/domain/slots). */
function scheduleSlots(
  schedule: Schedule,
  window: { from: Date; to: Date },
  now: Date,
  options: ScheduleOptions = {},
): BookableSlot[] {
  const { artist, page, holds } = schedule;
  // An expired hold (an unconfirmed request's lapsed cart hold) takes nothing, even before the TTL
  // deletes it (ADR 0067).
  const taking = holds.filter(
    (hold) => holdLive(hold, now) && (!options.exceptHoldsOf || hold.requestId !== options.exceptHoldsOf),
  );
  const input = {
    timeZone: scheduleZone(artist),
    ...engineAvailabilities(page.availability),
    // The artist's external calendar blocks too (issue 14): never a hold, never ignored with them.
    taken: [...(options.ignoreHolds ? [] : heldIntervals(taking)), ...(page.busyTimes[0]?.intervals ?? [])],
    requestDelayMinutes:
      options.requestDelayMinutes ?? artist.requestDelayMinutes ?? DEFAULT_REQUEST_DELAY_MINUTES,
    travels: engineTravels(page.travel),
    window,
    now,
  };
  return options.durationMinutes ? movableSlots(input, options.durationMinutes) : bookableSlots(input);
}

/**
 * The slot the engine offers now under this id. Otherwise 409: `slot_taken` when only a hold removes
 * it, `slot_too_soon` when only the request delay does, `slot_unavailable` when it is not offered at
 * all (never existed, past, or its availability changed). The public form's requests use the artist's
 * delay; the artist moving a request or a booking passes `requestDelayMinutes: 0` and the request's
 * own id in `exceptHoldsOf`.
 */
export function offeredSlot(
  schedule: Schedule,
  slotId: string,
  now: Date,
  options: ScheduleOptions & { anyStart?: boolean } = {},
): BookableSlot {
  const parts = parseSlotId(slotId);
  if (!parts) throw new ApiError(409, 'slot_unavailable');
  const window = dayWindow(scheduleZone(schedule.artist), parts.localDate);
  const { anyStart, ...rest } = options;
  // An artist's move: any start inside the working hours for the length the id names.
  const scheduleOptions = anyStart ? { ...rest, durationMinutes: parts.durationMinutes } : rest;
  const find = (more: ScheduleOptions = {}) =>
    scheduleSlots(schedule, window, now, { ...scheduleOptions, ...more }).find(
      (slot) => slot.slotId === slotId,
    );
  const slot = find();
  if (slot) return slot;
  if (find({ ignoreHolds: true })) throw new ApiError(409, 'slot_taken');
  if (find({ requestDelayMinutes: 0 })) throw new ApiError(409, 'slot_too_soon');
  throw new ApiError(409, 'slot_unavailable');
}

/** A window wide enough for the slots of a local date and its neighbours in any time zone. */
export function anyZoneAround(localDate: string): { from: Date; to: Date } {
  return {
    from: new Date((dayNumber(localDate) - 2) * DAY_MS),
    to: new Date(dayNumber(addDays(localDate, 4)) * DAY_MS),
  };
}

/**
 * The bookable slots of the artist's local days [from, from + days), compact (grouped by day): the
 * page collection and the window's held slices, read side by side. For the public form (`public`):
 * the artist's request delay applies, and no slot while the artist takes no request (closed, or the
 * Free plan's limit reached). For the artist (`artist`, moving a request or a booking): neither.
 * Undefined when the artist does not exist.
 */
export async function artistSlotList(
  artistId: string,
  query: { from?: string | undefined; days: number; durationMinutes?: number | undefined },
  audience: 'public' | 'artist',
  now = new Date(),
): Promise<SlotList | undefined> {
  // The window depends on the artist's zone, which the schedule read brings: read a window wide
  // enough for any zone (UTC-12 to UTC+14), then compute the exact one.
  const anyZone = slotWindow('UTC', query.from ?? localDate(now, 'UTC'), query.days + 2);
  const schedule = await loadSchedule(artistId, {
    from: new Date(anyZone.from.getTime() - 2 * DAY_MS),
    to: anyZone.to,
  });
  if (!schedule) return undefined;
  const timezone = scheduleZone(schedule.artist);
  const from = query.from ?? localDate(now, timezone);
  const window = slotWindow(timezone, from, query.days);
  if (audience === 'public' && !takesRequests(schedule.artist, now)) {
    return { timezone, from, to: window.lastDate, locations: [], days: [] };
  }
  const slots = scheduleSlots(
    schedule,
    window,
    now,
    audience === 'artist'
      ? { requestDelayMinutes: 0, ...(query.durationMinutes && { durationMinutes: query.durationMinutes }) }
      : {},
  );
  return compactSlots(slots, { timezone, from, to: window.lastDate });
}
