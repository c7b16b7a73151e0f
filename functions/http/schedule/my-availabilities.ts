import type { z } from 'zod';
import { getDb } from '#functions/lib/db.ts';
import type { Availability } from '#shared/api/contracts/availability.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { availabilityFields } from '#shared/validation/availability-fields.ts';

type ParsedInput = z.output<typeof availabilityFields>;

/** An availability item as ElectroDB reads it. */
export interface AvailabilityRecord {
  artistId: string;
  availabilityId: string;
  kind: 'recurring' | 'oneTime';
  weekdays?: number[] | undefined;
  months?: number[] | undefined;
  validFrom?: string | undefined;
  validUntil?: string | undefined;
  date?: string | undefined;
  closed?: boolean | undefined;
  slots: { start: string; durationMinutes: number }[];
  createdAt: string;
  updatedAt: string;
}

/** The artist's view of an item. */
export function toAvailability(item: AvailabilityRecord): Availability {
  const stamps = {
    availabilityId: item.availabilityId,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
  const slots = item.slots.map(({ start, durationMinutes }) => ({ start, durationMinutes }));
  if (item.kind === 'recurring') {
    return {
      ...stamps,
      kind: 'recurring',
      weekdays: item.weekdays ?? [],
      months: item.months ?? [],
      slots,
      ...(item.validFrom && { validFrom: item.validFrom }),
      ...(item.validUntil && { validUntil: item.validUntil }),
    };
  }
  return { ...stamps, kind: 'oneTime', date: item.date ?? '', closed: item.closed ?? false, slots };
}

/** The attributes a validated body sets, and those of the other kind it removes (on a replace). */
export function availabilityAttributes(body: ParsedInput) {
  if (body.kind === 'recurring') {
    const set = {
      kind: body.kind,
      weekdays: body.weekdays,
      months: body.months,
      slots: body.slots,
      ...(body.validFrom && { validFrom: body.validFrom }),
      ...(body.validUntil && { validUntil: body.validUntil }),
    };
    const remove = [
      'date',
      'closed',
      ...(body.validFrom ? [] : ['validFrom']),
      ...(body.validUntil ? [] : ['validUntil']),
    ];
    return { set, remove: remove as ('date' | 'closed' | 'validFrom' | 'validUntil')[] };
  }
  return {
    set: { kind: body.kind, date: body.date, closed: body.closed, slots: body.slots },
    remove: ['weekdays', 'months', 'validFrom', 'validUntil'] as (
      | 'weekdays'
      | 'months'
      | 'validFrom'
      | 'validUntil'
    )[],
  };
}

/** The event payload of an availability's state. */
export function availabilityState(artistId: string, availabilityId: string, body: ParsedInput) {
  return { artistId, availabilityId, ...availabilityAttributes(body).set };
}

/** A one-time date already past in the artist's zone is refused (the recurring ones may start anywhere). */
export function refusePastDate(body: ParsedInput, today: string) {
  if (body.kind === 'oneTime' && body.date < today) {
    throw new ApiError(400, 'validation_failed', [
      { path: 'date', key: 'validation.availability.dateInPast' },
    ]);
  }
}

/** Every availability of the artist (one query of its partition). */
export async function myAvailabilities(artistId: string): Promise<AvailabilityRecord[]> {
  const { data } = await getDb().entities.availability.query.byArtist({ artistId }).go({ pages: 'all' });
  return data as AvailabilityRecord[];
}

/** One of the artist's availabilities; 404 when it does not exist or is someone else's. */
export async function myAvailability(artistId: string, availabilityId: string): Promise<AvailabilityRecord> {
  const { data } = await getDb().entities.availability.get({ artistId, availabilityId }).go();
  if (!data) throw new ApiError(404, 'not_found');
  return data as AvailabilityRecord;
}

/** Recurring first, by creation; then one-time dates, by date. */
export function sortAvailabilities(items: Availability[]): Availability[] {
  const key = (item: Availability) =>
    item.kind === 'recurring' ? `0${item.createdAt}${item.availabilityId}` : `1${item.date}${item.createdAt}`;
  return [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
