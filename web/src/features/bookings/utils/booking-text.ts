import type { BookingView, CalendarBooking } from '#shared/api/contracts/bookings.ts';
import { clockOf, formatClock, formatDay } from '#web/src/lib/wall-time.ts';
import type { WallTime } from './calendar-layout.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;
export type HourFormat = '12' | '24' | undefined;

const PROJECT_KEYS = {
  flash: 'web.bookings.projectTypes.flash',
  custom: 'web.bookings.projectTypes.custom',
  touchup: 'web.bookings.projectTypes.touchup',
} as const;

export function clientName(booking: {
  client: Pick<BookingView['client'], 'firstName' | 'lastName'>;
}): string {
  return `${booking.client.firstName} ${booking.client.lastName}`;
}

/** `Flash « Night moth »`, `Projet personnalisé`, `Retouche`; a free touch-up booked by the client: `Retouche offerte`. */
export function projectLabel(
  t: Translate,
  project: Pick<BookingView['project'], 'projectType'> & { flash?: { title: string } | undefined },
  touchUpOf?: BookingView['touchUpOf'],
): string {
  if (touchUpOf) return t('web.bookings.touchUp.label');
  if (project.flash) return t('web.bookings.projectFlash', { title: project.flash.title });
  return t(PROJECT_KEYS[project.projectType]);
}

/** A wall time's clock in the artist's hour format. */
export function clockText(wall: WallTime, locale: string, hourFormat: HourFormat): string {
  return formatClock(clockOf(wall.minute), locale, hourFormat);
}

/** `10:00 – 12:00` of a booking's wall times (the end may be the next day). */
export function timeRangeText(
  start: WallTime,
  end: WallTime,
  locale: string,
  hourFormat: HourFormat,
): string {
  return `${clockText(start, locale, hourFormat)} – ${clockText(end, locale, hourFormat)}`;
}

/** `samedi 2 mai 2026, 10:00` of an instant's wall time. */
export function momentText(wall: WallTime, locale: string, hourFormat: HourFormat): string {
  return `${formatDay(wall.date, locale)}, ${clockText(wall, locale, hourFormat)}`;
}

/**
 * A booking's accessible name in the calendar and the list: the client, the day and time, the
 * project, and whether it was cancelled: `Camille Martin, samedi 2 mai 2026, 10:00 – 12:00, Flash
 * « Night moth »`.
 */
export function bookingLabel(
  t: Translate,
  booking: Pick<CalendarBooking, 'client' | 'project' | 'tab' | 'touchUpOf'>,
  when: { start: WallTime; end: WallTime },
  locale: string,
  hourFormat: HourFormat,
): string {
  const label = t('web.bookings.bookingLabel', {
    client: clientName(booking),
    day: formatDay(when.start.date, locale),
    time: timeRangeText(when.start, when.end, locale, hourFormat),
    project: projectLabel(t, booking.project, booking.touchUpOf),
  });
  return booking.tab === 'canceled' ? t('web.bookings.canceledLabel', { label }) : label;
}
