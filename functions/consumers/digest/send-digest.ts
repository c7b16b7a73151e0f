import { getDb } from '#functions/lib/db.ts';
import { sendEmail } from '#functions/lib/email/send-email.ts';
import { env } from '#functions/lib/env.ts';
import { localDate } from '#shared/domain/local-time.ts';
import type { HourFormat } from '#shared/domain/preferences.ts';
import { civilDay, dayNumber } from '#shared/domain/slots/civil-time.ts';
import { startOfLocalDay } from '#shared/domain/slots/zone-timeline.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { type DigestData, renderDigest } from './digest-content.ts';

export interface DigestArtist {
  artistId: string;
  email: string;
  displayName: string;
  locale: Locale;
  timezone: string;
  hourFormat?: HourFormat | undefined;
}

/** How long the mark of a sent summary is kept: past the day it is for, in any time zone. */
const SENT_MARK_SECONDS = 3 * 24 * 60 * 60;

/** The key of a summary: one per artist and local day (ADR 0009). */
const digestKey = (artistId: string, day: string) => `${artistId}:${day}`;

/**
 * Sends one artist's daily summary for the local day of `now`: pending requests, tomorrow's
 * bookings, what changed today, unread conversations and the day's counters (docs/decisions/0027-lifecycle-consumers.md). Nothing to report,
 * no email. At most one summary per artist and local day, however often or late the job runs.
 */
export async function sendDigest(artist: DigestArtist, now: Date): Promise<boolean> {
  const data = await digestData(artist, now);
  const content = renderDigest(data, env.appUrl);
  if (!content) return false;
  // At most once (ADR 0009): the mark is written with the recipient's checks, in one write before the
  // send, and taken back if SES refuses it (send-email.ts); a run that dies mid-send loses that one.
  const once = {
    key: `digest:${digestKey(artist.artistId, data.localDate)}`,
    expiresAt: Math.floor(now.getTime() / 1000) + SENT_MARK_SECONDS,
  };
  return (await sendEmail(artist.email, content, { once })) !== undefined;
}

/** What the summary of the artist's local day of `now` reports, read from the table (artist-scoped queries). */
async function digestData(artist: DigestArtist, now: Date): Promise<DigestData> {
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
