import { makeIdempotent } from '@aws-lambda-powertools/idempotency';
import type { Context } from 'aws-lambda';
import { localDate } from '../../../shared/domain/local-time.ts';
import type { HourFormat } from '../../../shared/domain/preferences.ts';
import { civilDay, dayNumber } from '../../../shared/domain/slots/civil-time.ts';
import { startOfLocalDay } from '../../../shared/domain/slots/zone-timeline.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { getDb } from '../../lib/db.ts';
import type { RenderedEmail } from '../../lib/email/render-email.ts';
import { sendEmail } from '../../lib/email/send-email.ts';
import { env } from '../../lib/env.ts';
import { idempotencyConfig, idempotencyStore } from '../../lib/idempotency.ts';
import { type DigestData, renderDigest } from './digest-content.ts';

export interface DigestArtist {
  artistId: string;
  email: string;
  displayName: string;
  locale: Locale;
  timezone: string;
  hourFormat?: HourFormat | undefined;
}

const config = idempotencyConfig('key');
const sendOnce = makeIdempotent(
  async (input: { key: string; to: string; content: RenderedEmail }) => ({
    messageId: await sendEmail(input.to, input.content),
  }),
  { persistenceStore: idempotencyStore('digest'), config },
);

/** Lets an in-progress record expire with the invocation that wrote it (Powertools idempotency). */
export function registerDigestContext(context: Context): void {
  config.registerLambdaContext(context);
}

/** The idempotency key of a summary: one per artist and local day (ADR 0009). */
export const digestKey = (artistId: string, day: string) => `${artistId}:${day}`;

/**
 * Sends one artist's daily summary for the local day of `now`: pending requests, tomorrow's
 * bookings, what changed today, unread conversations and the day's counters (docs/decisions/0027-lifecycle-consumers.md). Nothing to report,
 * no email. At most one summary per artist and local day, however often or late the job runs.
 */
export async function sendDigest(artist: DigestArtist, now: Date): Promise<boolean> {
  const data = await digestData(artist, now);
  const content = renderDigest(data, env.appUrl);
  if (!content) return false;
  await sendOnce({ key: digestKey(artist.artistId, data.localDate), to: artist.email, content });
  return true;
}

/** What the summary of the artist's local day of `now` reports, read from the table (artist-scoped queries). */
export async function digestData(artist: DigestArtist, now: Date): Promise<DigestData> {
  const db = getDb();
  const { artistId, timezone } = artist;
  const day = localDate(now, timezone);
  const tomorrow = civilDay(dayNumber(day) + 1).date;
  const from = startOfLocalDay(timezone, tomorrow).getTime();
  const to = startOfLocalDay(timezone, civilDay(dayNumber(day) + 2).date).getTime();

  const [counters, requests, bookings, conversations, activity] = await Promise.all([
    db.entities.statsCounter.query.byArtistDay({ artistId, day }).go({ pages: 'all' }),
    // Read by index, not the artist's whole history (ADR 0037): pending requests, tomorrow's slots.
    db.entities.bookingRequest.query.byStatus({ artistId, status: 'pending' }).go({ pages: 'all' }),
    db.entities.booking.query
      .byStart({ artistId })
      .between({ slotStart: new Date(from).toISOString() }, { slotStart: new Date(to).toISOString() })
      .where(({ status }, { eq }) => eq(status, 'confirmed'))
      .go({ pages: 'all' }),
    // Conversations with unread messages only (a filter on the artist's index, latest first).
    db.entities.conversation.query
      .byArtist({ artistId })
      .where(
        ({ artistUnread, artistDeleted }, { gt, ne }) =>
          `${gt(artistUnread, 0)} AND ${ne(artistDeleted, true)}`,
      )
      .go({ pages: 'all', order: 'desc' }),
    // What changed since the start of the artist's day (the activity consumer's items).
    db.entities.dayActivity.query
      .byArtist({ artistId })
      .between(
        { occurredAt: startOfLocalDay(timezone, day).toISOString() },
        { occurredAt: now.toISOString() },
      )
      .go({ pages: 'all' }),
  ]);
  const bySlot = (a: { slotStart: string }, b: { slotStart: string }) =>
    Date.parse(a.slotStart) - Date.parse(b.slotStart);
  return {
    artist,
    localDate: day,
    counters: new Map(counters.data.map((counter) => [counter.metric, counter.value])),
    pending: requests.data.sort(bySlot),
    messages: conversations.data.map((conversation) => ({
      name: `${conversation.clientFirstName} ${conversation.clientLastName}`.trim(),
      unread: conversation.artistUnread ?? 0,
      preview: conversation.lastMessagePreview ?? '',
    })),
    activity: activity.data,
    tomorrow: bookings.data
      .filter((booking) => {
        const start = Date.parse(booking.slotStart);
        return start >= from && start < to;
      })
      .sort(bySlot),
  };
}
