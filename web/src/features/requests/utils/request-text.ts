import type { ClientView, SlotView } from '#shared/api/contracts/lifecycle-views.ts';
import { formatClockRange, formatDay } from '#web/src/lib/wall-time.ts';

/** The client as the artist names them: `Camille Martin`. */
export function clientName(client: Pick<ClientView, 'firstName' | 'lastName'>): string {
  return `${client.firstName} ${client.lastName}`.trim();
}

/** A slot in words, in the artist's wall time: `samedi 2 mai 2026, 10:00 – 13:00`. */
export function slotText(
  slot: Pick<SlotView, 'localDate' | 'localStart' | 'durationMinutes'>,
  locale: string,
  hourFormat?: '12' | '24',
  style: 'long' | 'short' = 'long',
): string {
  return `${formatDay(slot.localDate, locale, style)}, ${formatClockRange(slot.localStart, slot.durationMinutes, locale, hourFormat)}`;
}
