import { parseSlotId } from '#shared/domain/slots/slot-id.ts';

export interface SlotSnapshot {
  slotId: string;
  start: string;
  end: string;
  localDate: string;
  localStart: string;
  durationMinutes: number;
  timezone: string;
  /** How the artist writes times (their preference), so every email writes this slot their way. */
  hourFormat?: '12' | '24' | undefined;
}

/**
 * A held slot as views, events and emails show it: its UTC instants (as stored) and the artist's
 * wall time, read from its id (`${localDate}T${localStart}/${minutes}`).
 */
export function slotSnapshotOf(slot: {
  slotId: string;
  slotStart: string;
  slotEnd: string;
  timezone: string;
  hourFormat?: '12' | '24' | undefined;
}): SlotSnapshot {
  const parts = parseSlotId(slot.slotId);
  if (!parts) throw new Error(`not a slot id: ${slot.slotId}`);
  return {
    slotId: slot.slotId,
    start: slot.slotStart,
    end: slot.slotEnd,
    localDate: parts.localDate,
    localStart: parts.localStart,
    durationMinutes: parts.durationMinutes,
    timezone: slot.timezone,
    ...(slot.hourFormat && { hourFormat: slot.hourFormat }),
  };
}
