import { localDate } from '#shared/domain/local-time.ts';
import { clockMinutes, DAY_MS, dayNumber, MINUTE_MS } from '#shared/domain/slots/civil-time.ts';
import { resolveWallTime } from '#shared/domain/slots/zone-timeline.ts';

/**
 * The emails a client receives around a booking without anyone sending them (issue 14, item 4):
 * two reminders before the appointment and an aftercare sequence after it. Each is due at a local
 * hour of the artist's zone (where the appointment takes place), so a DST change between the
 * booking and the email moves the UTC instant, never the hour the client reads.
 */
export const REMINDER_DAYS_BEFORE = { reminder48h: 2, reminder24h: 1 } as const;
/** The local hour an aftercare email is sent at. */
const AFTERCARE_CLOCK = '10:00';

/** The notices every booking gets, due at a time of its slot. */
const SLOT_NOTICES = [
  'reminder48h',
  'reminder24h',
  'aftercareDay1',
  'aftercareDay3',
  'aftercareDay7',
  'aftercareDay14',
  'aftercareDay30',
] as const;
type SlotNotice = (typeof SLOT_NOTICES)[number];
/**
 * Besides them, when the policy the client accepted promises a free touch-up (issue 31, ADR 0094):
 * that its window closes soon, while it is not booked; when it asks for a photo of the healed
 * tattoo (ADR 0101): that request, on the day the artist set.
 */
export const CLIENT_NOTICES = [...SLOT_NOTICES, 'touchUpClosing', 'healedPhoto'] as const;
export type ClientNotice = (typeof CLIENT_NOTICES)[number];
/** How long before the touch-up window closes the client is told, at 10:00 local that day. */
const TOUCH_UP_CLOSING_DAYS = 14;

export const isReminder = (notice: ClientNotice): notice is keyof typeof REMINDER_DAYS_BEFORE =>
  notice in REMINDER_DAYS_BEFORE;
/** An aftercare email: every notice after the appointment but the touch-up's (the healed photo's included). */
export const isAftercare = (notice: ClientNotice) => !isReminder(notice) && notice !== 'touchUpClosing';

/** The appointment as the notices read it: its local date and start in the artist's zone. */
export interface NoticeSlot {
  start: string;
  localDate: string;
  localStart: string;
  timezone: string;
}

/**
 * The instant a wall time of `timeZone` shows; in the spring-forward gap (02:30 on the night the
 * clocks jump), the instant just after it, as the clocks read it once they jumped.
 */
function wallInstant(timeZone: string, day: number, clock: string): number {
  const wall = day * DAY_MS + clockMinutes(clock) * MINUTE_MS;
  for (let shift = 0; shift <= 180; shift += 15) {
    const instant = resolveWallTime(timeZone, wall + shift * MINUTE_MS);
    if (instant !== undefined) return instant;
  }
  return wall;
}

/**
 * When a notice falls due: a reminder the same local time one or two calendar days before (so 47 or
 * 49 real hours across a DST change), an aftercare email at 10:00 local N days after the
 * appointment's date.
 */
export function noticeDueAt(notice: SlotNotice, slot: NoticeSlot): Date {
  const day = dayNumber(slot.localDate);
  if (isReminder(notice))
    return new Date(wallInstant(slot.timezone, day - REMINDER_DAYS_BEFORE[notice], slot.localStart));
  const after = Number(notice.slice('aftercareDay'.length));
  return new Date(wallInstant(slot.timezone, day + after, AFTERCARE_CLOCK));
}

/** When the touch-up window closing at `until` is announced: 10:00 local, so many days before. */
export function touchUpClosingDueAt(until: string, timezone: string): Date {
  const day = dayNumber(localDate(new Date(until), timezone)) - TOUCH_UP_CLOSING_DAYS;
  return new Date(wallInstant(timezone, day, AFTERCARE_CLOCK));
}

/**
 * When the healed photo is asked for (ADR 0101): 10:00 in the artist's zone, `days` calendar days
 * after the appointment's local date (as the aftercare emails).
 */
export function healedPhotoDueAt(slot: Pick<NoticeSlot, 'localDate' | 'timezone'>, days: number): Date {
  return new Date(wallInstant(slot.timezone, dayNumber(slot.localDate) + days, AFTERCARE_CLOCK));
}

/** What else the policy the client accepted plans: the touch-up window's end, the healed photo's day. */
export interface PolicyNotices {
  touchUpUntil?: string | undefined;
  healedPhotoDays?: number | undefined;
}

/**
 * The notices to plan for a booking on `slot`, planned at `now`: every one still ahead, except a
 * reminder that would land after the appointment started (a booking made the day before gets the
 * 24-hour reminder only if it is still ahead); with a touch-up window closing at `touchUpUntil`,
 * its announcement too, if still ahead and after the appointment; with `healedPhotoDays`, the
 * healed photo's request.
 */
export function plannedNotices(
  slot: NoticeSlot,
  now: Date,
  { touchUpUntil, healedPhotoDays }: PolicyNotices = {},
): { notice: ClientNotice; dueAt: Date }[] {
  const start = Date.parse(slot.start);
  const closing = [
    ...(touchUpUntil
      ? [{ notice: 'touchUpClosing' as const, dueAt: touchUpClosingDueAt(touchUpUntil, slot.timezone) }]
      : []),
    ...(healedPhotoDays
      ? [{ notice: 'healedPhoto' as const, dueAt: healedPhotoDueAt(slot, healedPhotoDays) }]
      : []),
  ];
  return [
    ...SLOT_NOTICES.map((notice) => ({ notice, dueAt: noticeDueAt(notice, slot) })),
    ...closing.filter(({ dueAt }) => dueAt.getTime() > start),
  ].filter(
    ({ notice, dueAt }) =>
      dueAt.getTime() > now.getTime() && (!isReminder(notice) || dueAt.getTime() < start),
  );
}

/**
 * Whether a notice due now still makes sense when it is sent late (the job was down, the booking
 * moved closer): a reminder only while at least half a day more than the day before it names is
 * left (the two-day reminder until 36 hours before, the one-day reminder until 12 hours before), so
 * a client never gets both at once; aftercare always.
 */
export function noticeStillUseful(notice: ClientNotice, slotStart: string, now: Date): boolean {
  if (!isReminder(notice)) return true;
  const latest = Date.parse(slotStart) - (REMINDER_DAYS_BEFORE[notice] - 0.5) * DAY_MS;
  return now.getTime() < latest;
}
