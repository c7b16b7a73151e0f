import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventBridgeEvent } from 'aws-lambda';
import { EVENT_SOURCE } from '#events/define-event.ts';
import { eventDefinition } from '#events/registry.ts';
import { handler as countEvent } from '#functions/consumers/statistics/count-event.ts';
import { REPO_ROOT } from '#scripts/local-cloud/repo-root.ts';
import { addDays } from '#shared/domain/booking/slot-window.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { instantOfLocalTime } from '#shared/domain/slots/zone-timeline.ts';

/** The past the insights read: twelve months before the seed's day. */
const DAYS = 365;
const PARALLEL = 6;
const SESSIONS = [
  { localStart: '10:00', minutes: 180 },
  { localStart: '14:30', minutes: 180 },
] as const;

interface YearTarget {
  artistId: string;
  pseudo: string;
  zone: string;
  /** The seed's local day: the year ends the day before. */
  today: string;
  flashIds: string[];
}

type Detail = { metadata: Record<string, unknown>; payload: Record<string, unknown> };

/**
 * A year of the artist's statistics as the product makes them: the domain events a busy year
 * publishes (requests received, accepted or refused, deposits paid, bookings cancelled, first
 * answers to clients), each made from its contract fixture (events/fixtures), checked against the
 * registry's payload schema and given to the statistics consumer, which counts it on the artist's
 * local day and its month's total (ADR 0046). The ids are derived from the artist and the event's
 * place in the year, so a second run counts nothing twice (the consumer's processed marker).
 * Answers how many events were counted.
 */
export async function seedYear(target: YearTarget): Promise<number> {
  const events = yearOfEvents(target);
  let next = 0;
  const worker = async () => {
    while (next < events.length) {
      const event = events[next++]!;
      await countEvent(event);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return events.length;
}

/** The year's events, oldest first; the same for the same artist and day. */
function yearOfEvents(target: YearTarget): EventBridgeEvent<string, Detail>[] {
  const random = seededRandom(`${target.artistId}/${target.today}`);
  const events: EventBridgeEvent<string, Detail>[] = [];
  let serial = 0;
  const make = (type: string, at: number, changes: Record<string, unknown>) =>
    events.push(
      busEvent(type, eventId(target.artistId, serial++), new Date(at).toISOString(), target, changes),
    );
  for (let back = DAYS; back >= 1; back--) {
    const day = addDays(target.today, -back);
    const month = Number(day.slice(5, 7));
    // Busier from spring to early autumn, quieter around the holidays.
    const season = month >= 4 && month <= 9 ? 1.4 : month === 12 || month === 1 ? 0.6 : 1;
    const requests = Math.floor(random() * 2.2 * season);
    for (let n = 0; n < requests; n++) {
      const sent = localInstant(day, 8 + Math.floor(random() * 14), Math.floor(random() * 60), target.zone);
      const slotDay = addDays(day, 3 + Math.floor(random() * 25));
      const session = SESSIONS[Math.floor(random() * SESSIONS.length)]!;
      const slot = slotOf(slotDay, session, target.zone);
      const flashId =
        random() < 0.45 ? target.flashIds[Math.floor(random() * target.flashIds.length)] : undefined;
      const requestId = eventId(target.artistId, 1_000_000 + serial);
      const subject = { requestId, slot, projectType: flashId ? 'flash' : 'custom', flashId };
      make('request.created', sent, subject);
      const answeredAt = sent + (20 + Math.floor(random() * 600)) * 60_000;
      make('message.sent', answeredAt, {
        sender: 'artist',
        sentAt: new Date(answeredAt).toISOString(),
        respondsToSince: new Date(sent).toISOString(),
        seq: 2,
      });
      const fate = random();
      if (fate < 0.25) {
        make('request.refused', answeredAt + 60_000, subject);
        continue;
      }
      if (fate < 0.32) continue; // left pending, then lapsed: counted as received only
      const priceCents = (flashId ? 10 : 15) * 1000 + Math.floor(random() * 25) * 1000;
      const depositCents = Math.round((priceCents * 0.3) / 1000) * 1000;
      const money = { bookingId: requestId, priceCents, depositCents, currency: 'EUR' };
      make('request.accepted', answeredAt + 60_000, {
        ...subject,
        ...money,
        paymentState: 'WAITING-FOR-DEPOSIT',
      });
      const paidAt = answeredAt + (1 + Math.floor(random() * 48)) * 3_600_000;
      if (random() < 0.85) {
        make('payment.updated', paidAt, {
          ...subject,
          ...money,
          previousState: 'WAITING-FOR-DEPOSIT',
          paymentState: 'DEPOSIT-PAID',
        });
      } else if (random() < 0.4) {
        make('booking.cancelled', paidAt, { ...subject, ...money, paymentState: 'WAITING-FOR-DEPOSIT' });
      }
    }
  }
  return events;
}

const fixtures = new Map<string, Detail>();

/** A bus event of `type` for the artist: its contract fixture with these fields, checked by the registry. */
function busEvent(
  type: string,
  id: string,
  occurredAt: string,
  target: YearTarget,
  changes: Record<string, unknown>,
): EventBridgeEvent<string, Detail> {
  let fixture = fixtures.get(type);
  if (!fixture) {
    fixture = JSON.parse(readFileSync(join(REPO_ROOT, 'events/fixtures', type, 'v1.json'), 'utf8')) as Detail;
    fixtures.set(type, fixture);
  }
  const payload: Record<string, unknown> = { ...fixture.payload, artistId: target.artistId, ...changes };
  if ('pseudo' in fixture.payload) payload.pseudo = target.pseudo;
  if ('location' in payload) delete payload.location;
  for (const [key, value] of Object.entries(payload)) if (value === undefined) delete payload[key];
  const definition = eventDefinition(type);
  if (!definition) throw new Error(`${type} is not in the event registry`);
  const detail = {
    metadata: { id, version: definition.version, occurredAt, correlationId: `demo-year-${id}` },
    payload: definition.payload.parse(payload) as Record<string, unknown>,
  };
  return {
    version: '0',
    id,
    'detail-type': type,
    source: EVENT_SOURCE,
    account: '000000000000',
    time: occurredAt,
    region: 'eu-west-3',
    resources: [],
    detail,
  };
}

/** The instant of a local wall time in `zone`. */
function localInstant(day: string, hour: number, minute: number, zone: string): number {
  const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const instant = instantOfLocalTime(zone, day, clock);
  if (!instant) throw new Error(`${day} ${clock} does not exist in ${zone}`);
  return instant.getTime();
}

function slotOf(day: string, session: (typeof SESSIONS)[number], zone: string) {
  const [hour, minute] = session.localStart.split(':').map(Number) as [number, number];
  const start = localInstant(day, hour, minute, zone);
  return {
    slotId: slotIdOf(day, session.localStart, session.minutes),
    start: new Date(start).toISOString(),
    end: new Date(start + session.minutes * 60_000).toISOString(),
    localDate: day,
    localStart: session.localStart,
    durationMinutes: session.minutes,
    timezone: zone,
  };
}

/** An event's id, derived from the artist and its rank in the year: the same on every run. */
function eventId(artistId: string, serial: number): string {
  return derivedUuid(`${artistId}/demo-year/${serial}`);
}

/** A UUID (version 4's layout) derived from a text: the same on every run. */
export function derivedUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A small deterministic generator (mulberry32) seeded by a text. */
function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
