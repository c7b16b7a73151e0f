import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EventDefinition } from '#events/define-event.ts';
import { type OutboxItem, outboxItem } from '#events/outbox.ts';
import type { Db } from '#shared/db/service.ts';
import { localClock, localDate } from '#shared/domain/local-time.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { uniqueEmail } from './artists.ts';

/**
 * Payloads shaped like events/fixtures/<type>/v1.json, for driving the consumers with events put
 * straight on a bus (the lifecycle's HTTP routes publish the same through the outbox).
 */
export interface Party {
  artistId: string;
  pseudo: string;
  artist: { email: string; locale: Locale; displayName: string; notifyCancellations: boolean };
}

export interface ClientRef {
  firstName: string;
  email: string;
  locale: Locale;
}

/** A slot snapshot of `minutes` starting at `start`, with the artist's wall time in `timezone`. */
export function slotAt(start: string, minutes: number, timezone: string) {
  const instant = new Date(start);
  const { hour, minute } = localClock(instant, timezone);
  const day = localDate(instant, timezone);
  const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return {
    slotId: `${day}T${clock}/${minutes}`,
    start: instant.toISOString(),
    end: new Date(instant.getTime() + minutes * 60_000).toISOString(),
    localDate: day,
    localStart: clock,
    durationMinutes: minutes,
    timezone,
  };
}

export function testParty(overrides: Partial<Party['artist']> = {}): Party {
  const artistId = randomUUID();
  return {
    artistId,
    pseudo: `ink-${artistId.slice(0, 8)}`,
    artist: {
      email: uniqueEmail('lifecycle-artist'),
      locale: 'fr',
      displayName: 'Ink Master',
      notifyCancellations: true,
      ...overrides,
    },
  };
}

export function testClient(locale: Locale = 'en', firstName = 'Camille'): ClientRef {
  return { firstName, email: uniqueEmail(`client-${locale}`), locale };
}

/** The fields every lifecycle event carries about a request. */
export function subject(party: Party, client: ClientRef, requestId = randomUUID()) {
  return {
    requestId,
    artistId: party.artistId,
    pseudo: party.pseudo,
    projectType: 'flash' as const,
    client,
    artist: party.artist,
  };
}

type Slot = ReturnType<typeof slotAt>;

/**
 * One booking's payloads as its lifecycle publishes them, for the request of `base`: accepted on
 * `first` with its deposit due, moved to `second`, then its deposit paid; each with `location` when
 * the artist gave one.
 */
export function bookingPayloads(
  base: ReturnType<typeof subject>,
  {
    first,
    second,
    money,
    location,
  }: {
    first: Slot;
    second: Slot;
    money: { priceCents: number; depositCents: number; currency: 'EUR' };
    location?: { shopName: string; city: string; address: string };
  },
) {
  const bookingId = base.requestId;
  const where = location ? { location } : {};
  return {
    accepted: {
      ...base,
      bookingId,
      slot: first,
      ...where,
      ...money,
      paymentState: 'WAITING-FOR-DEPOSIT' as const,
      sequence: 0,
    },
    moved: { ...base, kind: 'booking' as const, bookingId, from: first, to: second, ...where, sequence: 1 },
    paid: {
      ...base,
      bookingId,
      previousState: 'WAITING-FOR-DEPOSIT' as const,
      paymentState: 'DEPOSIT-PAID' as const,
      slot: second,
      ...money,
    },
  };
}

/** One event as the outbox would publish it: its envelope (id, time) fixed, so it can be sent twice. */
export function busEvent<P extends z.ZodObject>(
  definition: EventDefinition<string, P>,
  payload: z.input<P>,
  options: { now?: Date; id?: string } = {},
): OutboxItem {
  return outboxItem(definition, payload, { correlationId: `test-${randomUUID()}`, ...options });
}

/** The artist item the consumers read (statistics: the time zone; the digest: everything). */
export async function createArtist(
  db: Db,
  party: Party,
  options: { timezone?: string; messageEmails?: 'instant' | 'daily' } = {},
) {
  const timezone = options.timezone ?? 'Europe/Paris';
  const messageEmails = options.messageEmails ?? 'instant';
  await db.entities.artist
    .create({
      artistId: party.artistId,
      email: party.artist.email,
      pseudo: party.pseudo,
      displayName: party.artist.displayName,
      locale: party.artist.locale,
      timezone,
      messageEmails,
      notifyCancellations: party.artist.notifyCancellations,
      ...(messageEmails === 'daily' && { digestZone: timezone }),
    })
    .go();
}
