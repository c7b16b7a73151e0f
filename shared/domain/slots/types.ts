/** The slot engine's inputs and output. Rules and decisions: docs/decisions/0015-slot-engine.md. */

/** An instant: a Date, or ISO 8601 text with its offset ('2026-03-29T08:00:00Z'). */
type Instant = string | Date;

/** A slot as an artist defines it: a local start time and a length in real elapsed minutes. */
export interface SlotTemplate {
  /** Wall-clock start in the artist's time zone, 'HH:mm' (00:00 to 23:59). */
  start: string;
  /** Whole minutes, 1 to MAX_SLOT_MINUTES. */
  durationMinutes: number;
}

/** Recurring availability: these slots on these weekdays of these months. */
export interface RecurringAvailability {
  /** 0 = Sunday, 1 = Monday ... 6 = Saturday (Date.prototype.getDay). Empty = no day. */
  weekdays: number[];
  /** 1 = January ... 12 = December. Empty = every month. */
  months: number[];
  slots: SlotTemplate[];
  /** First local date the rule applies, 'YYYY-MM-DD', inclusive. */
  validFrom?: string | undefined;
  /** Last local date the rule applies, 'YYYY-MM-DD', inclusive. */
  validUntil?: string | undefined;
}

/**
 * One-time availability on a local date: its slots are added to that date's recurring ones; `closed`
 * removes that date's RECURRING slots. The one-time slots of that date (of this entry or another) are
 * still offered, so a closed entry with no slots closes the day and one with slots replaces it.
 */
export interface OneTimeAvailability {
  date: string;
  slots: SlotTemplate[];
  closed?: boolean | undefined;
}

/** A held or booked period, [start, end). */
export interface TakenInterval {
  start: Instant;
  end: Instant;
}

/** A guest spot: local dates, both inclusive. */
export interface TravelPeriod {
  travelId: string;
  startDate: string;
  endDate: string;
  shopName: string;
  city: string;
}

export interface SlotEngineInput {
  /** The artist's IANA time zone: every date and wall time above is read in it. */
  timeZone: string;
  recurring: RecurringAvailability[];
  oneTime: OneTimeAvailability[];
  taken: TakenInterval[];
  /** Minimum minutes between now and a slot's start (reservation settings). */
  requestDelayMinutes: number;
  travels: TravelPeriod[];
  /** Only slots entirely inside [from, to). */
  window: { from: Instant; to: Instant };
  now: Instant;
}

export interface SlotLocation {
  travelId: string;
  shopName: string;
  city: string;
}

export interface BookableSlot {
  /** ISO 8601 UTC instant ('2026-03-29T08:00:00.000Z'). */
  start: string;
  /** start + durationMinutes of real time, ISO 8601 UTC. */
  end: string;
  /** The artist's local date of the start, 'YYYY-MM-DD'. */
  localDate: string;
  /** The artist's wall-clock start, 'HH:mm'. */
  localStart: string;
  durationMinutes: number;
  /** `${localDate}T${localStart}/${durationMinutes}`: stable and unique per artist (see slot-id.ts). */
  slotId: string;
  /** Present when the slot's local date falls in a travel. */
  location?: SlotLocation;
}
