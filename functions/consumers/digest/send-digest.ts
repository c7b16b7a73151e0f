import { getDb } from '#functions/lib/db.ts';
import { sendReservedBulk } from '#functions/lib/email/bulk-email.ts';
import {
  expiredClaims,
  type OnceKey,
  RESERVATIONS_PER_WRITE,
  type Reservation,
  reserveEmails,
} from '#functions/lib/email/recipient-guard.ts';
import { withheld } from '#functions/lib/email/send-email.ts';
import { env } from '#functions/lib/env.ts';
import { logger } from '#functions/lib/logger.ts';
import { dayActivityV1Of } from '#shared/db/entities/day-activity-v1.ts';
import {
  DAY_ACTIVITY_V1_LAST_DAY,
  type DayActivity,
  type DayActivityEntry,
  dayActivityBetween,
} from '#shared/domain/day-activity.ts';
import { localDate } from '#shared/domain/local-time.ts';
import type { HourFormat } from '#shared/domain/preferences.ts';
import { civilDay, dayNumber } from '#shared/domain/slots/civil-time.ts';
import { startOfLocalDay } from '#shared/domain/slots/zone-timeline.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  DIGEST_METRICS,
  type DigestData,
  type DigestTemplateData,
  digestTemplate,
  digestTemplateData,
} from './digest-content.ts';

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

/** The `once` key of a summary: one per artist and local day (ADR 0009). */
export const digestKey = (artistId: string, day: string) => `digest:${artistId}:${day}`;

/** The artists whose summaries are read, claimed and sent together: one claim write for all. */
export const DIGEST_BATCH = RESERVATIONS_PER_WRITE;

/**
 * Sends the daily summaries of a batch of artists for the local day of `now` (issue 33, ADR 0102):
 * the day's counters and activity of all in batched reads, each artist's lists (pending requests,
 * tomorrow, unread conversations: docs/decisions/0027-lifecycle-consumers.md), then every
 * summary with something to say claimed in ONE write with its recipient's checks (reserveEmails),
 * then each language's sent in ONE SendBulkEmail of its stored template (digestTemplate, the
 * summary's lines as replacement data), marked sent in one write as SES accepts them. Nothing to report, no email. One summary per
 * artist and local day, however often, late or concurrently the job runs: a claim held by a live
 * run (its lease, `run` its holder) or sent is refused, and that artist skipped; a dead run's
 * unsent claim is taken over after its lease (retakeExpiredClaims). Answers how many were sent
 * and the artists that failed (the others are not held up by them).
 */
export async function sendDigests(
  artists: readonly DigestArtist[],
  now: Date,
  run: string,
): Promise<{ sent: number; failed: string[] }> {
  const days = artists.map((artist) => localDate(now, artist.timezone));
  const [counters, activity] = await Promise.all([
    dayCounters(artists, days),
    dayActivities(artists, days, now),
  ]);
  const failed: string[] = [];
  const due: { artist: DigestArtist; data: DigestTemplateData; once: OnceKey }[] = [];
  for (const [index, artist] of artists.entries()) {
    const day = days[index] as string;
    try {
      const data = digestTemplateData(
        await digestData(artist, day, {
          counters: counters.get(artist.artistId) ?? new Map(),
          activity: activity.get(artist.artistId) ?? [],
        }),
      );
      if (!data) continue;
      // Once (ADR 0009, 0102): the claim is written with the recipient's checks before the send,
      // taken back if SES refuses it, marked sent when SES accepts it (bulk-email.ts).
      const once = {
        key: digestKey(artist.artistId, day),
        expiresAt: Math.floor(now.getTime() / 1000) + SENT_MARK_SECONDS,
        run,
      };
      due.push({ artist, data, once });
    } catch (error) {
      logger.warn('daily digest failed', { artistId: artist.artistId, error: error as Error });
      failed.push(artist.artistId);
    }
  }
  const decisions = await reserveEmails(due.map(({ artist, once }) => ({ to: artist.email, once })));
  // The claimed summaries of each language in one bulk send of its template (ADR 0102).
  const byLocale = new Map<Locale, { artist: DigestArtist; reservation: Reservation; data: object }[]>();
  for (const [index, { artist, data }] of due.entries()) {
    const decision = decisions[index];
    if (!decision?.send) {
      if (decision) withheld(decision.why);
      continue;
    }
    const sends = byLocale.get(artist.locale) ?? [];
    sends.push({ artist, reservation: decision.reservation, data });
    byLocale.set(artist.locale, sends);
  }
  let sent = 0;
  for (const [locale, sends] of byLocale) {
    const answers = await sendReservedBulk(digestTemplate(locale, env.appUrl), sends);
    for (const [index, answer] of answers.entries()) {
      const { artistId } = (sends[index] as (typeof sends)[number]).artist;
      if (typeof answer === 'string') sent += 1;
      else {
        logger.warn('daily digest failed', { artistId, error: answer });
        failed.push(artistId);
      }
    }
  }
  return { sent, failed };
}

/**
 * Sends the summaries of the local day of `at` (a past run's scheduled time) that a run claimed and
 * died before sending, once their lease is over (ADR 0102): the claims of all in one read, then
 * those artists through sendDigests, which claims them again (refused if another run did first).
 */
export async function retakeExpiredClaims(
  artists: readonly DigestArtist[],
  at: Date,
  run: string,
): Promise<{ sent: number; failed: string[] }> {
  const keyOf = (artist: DigestArtist) => digestKey(artist.artistId, localDate(at, artist.timezone));
  const expired = await expiredClaims(artists.map(keyOf));
  const left = artists.filter((artist) => expired.has(keyOf(artist)));
  if (left.length === 0) return { sent: 0, failed: [] };
  logger.warn('daily digests claimed by a run that died: sent now', { artists: left.length });
  return sendDigests(left, at, run);
}

/**
 * The counters the summaries report (DIGEST_METRICS) of each artist's day, by artist then metric:
 * one BatchGetItem per 100 counters (ElectroDB splits and retries what DynamoDB leaves unprocessed).
 */
async function dayCounters(
  artists: readonly DigestArtist[],
  days: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const keys = artists.flatMap((artist, index) =>
    DIGEST_METRICS.map((metric) => ({ artistId: artist.artistId, day: days[index] as string, metric })),
  );
  const byArtist = new Map<string, Map<string, number>>();
  if (keys.length === 0) return byArtist;
  const { data, unprocessed } = await getDb()
    .entities.statsCounter.get(keys)
    .go({ attributes: ['artistId', 'metric', 'value'] });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} day counters left unread`);
  for (const counter of data) {
    let metrics = byArtist.get(counter.artistId);
    if (!metrics) {
      metrics = new Map();
      byArtist.set(counter.artistId, metrics);
    }
    metrics.set(counter.metric, counter.value);
  }
  return byArtist;
}

/**
 * What changed in each artist's local day of `now`, up to `now`, in the order it happened: their
 * items of the UTC dates that day spans (two at most), one BatchGetItem per 100 (ADR 0102), and up
 * to DAY_ACTIVITY_V1_LAST_DAY (the deploy's day) the v1 items too, a query per artist, each event
 * once (dayActivityBetween).
 */
async function dayActivities(
  artists: readonly DigestArtist[],
  days: readonly string[],
  now: Date,
): Promise<Map<string, DayActivityEntry[]>> {
  const until = now.toISOString();
  const spans = artists.map((artist, index) => {
    const day = days[index] as string;
    const from = startOfLocalDay(artist.timezone, day).toISOString();
    const dates: string[] = [];
    for (let date = dayNumber(from.slice(0, 10)); date <= dayNumber(until.slice(0, 10)); date++)
      dates.push(civilDay(date).date);
    return { artistId: artist.artistId, from, dates, v1: day <= DAY_ACTIVITY_V1_LAST_DAY };
  });
  const found = new Map<string, DayActivityEntry[]>(artists.map(({ artistId }) => [artistId, []]));
  const keys = spans.flatMap(({ artistId, dates }) => dates.map((day) => ({ artistId, day })));
  const db = getDb();
  const [days2, ...v1] = await Promise.all([
    keys.length === 0
      ? { data: [], unprocessed: [] }
      : db.entities.dayActivity.get(keys).go({ attributes: ['artistId', 'entries'] }),
    ...spans
      .filter((span) => span.v1)
      .map(({ artistId, from }) =>
        dayActivityV1Of(db)
          .query.byArtist({ artistId })
          .between({ occurredAt: from }, { occurredAt: until })
          .go({ pages: 'all', originalErr: true }),
      ),
  ]);
  if (days2.unprocessed.length > 0)
    throw new Error(`${days2.unprocessed.length} days of activity left unread`);
  for (const { artistId, entries = [] } of days2.data) found.get(artistId)?.push(...entries);
  for (const { data } of v1) for (const item of data) found.get(item.artistId)?.push(item);
  return new Map(
    spans.map(({ artistId, from }) => [artistId, dayActivityBetween(found.get(artistId) ?? [], from, until)]),
  );
}

/** What the summary of the artist's local day reports: its batch's counters and activity, and the artist's lists (artist-scoped queries). */
async function digestData(
  artist: DigestArtist,
  day: string,
  read: { counters: ReadonlyMap<string, number>; activity: readonly DayActivity[] },
): Promise<DigestData> {
  const db = getDb();
  const { artistId, timezone } = artist;
  const tomorrow = civilDay(dayNumber(day) + 1).date;
  const from = startOfLocalDay(timezone, tomorrow).getTime();
  const to = startOfLocalDay(timezone, civilDay(dayNumber(day) + 2).date).getTime();

  // ElectroDB builds an Error for its stack at every call unless told to throw the client's own:
  // 3 per artist, some 150 ms of the 1,000 artists' run (the bench's profile, ADR 0102).
  const go = { pages: 'all', originalErr: true } as const;
  const [requests, bookings, conversations] = await Promise.all([
    // Read by index, not the artist's whole history (ADR 0037): pending requests, tomorrow's slots.
    db.entities.bookingRequest.query.byStatus({ artistId, status: 'pending' }).go(go),
    db.entities.booking.query
      .byStart({ artistId })
      .between({ slotStart: new Date(from).toISOString() }, { slotStart: new Date(to).toISOString() })
      .where(({ status }, { eq }) => eq(status, 'confirmed'))
      .go(go),
    // Conversations with unread messages only (a filter on the artist's index, latest first).
    db.entities.conversation.query
      .byArtist({ artistId })
      .where(
        ({ artistUnread, artistDeleted }, { gt, ne }) =>
          `${gt(artistUnread, 0)} AND ${ne(artistDeleted, true)}`,
      )
      .go({ ...go, order: 'desc' }),
  ]);
  const bySlot = (a: { slotStart: string }, b: { slotStart: string }) =>
    Date.parse(a.slotStart) - Date.parse(b.slotStart);
  return {
    artist,
    localDate: day,
    counters: read.counters,
    pending: requests.data.sort(bySlot),
    messages: conversations.data.map((conversation) => ({
      name: `${conversation.clientFirstName} ${conversation.clientLastName}`.trim(),
      unread: conversation.artistUnread ?? 0,
      preview: conversation.lastMessagePreview ?? '',
    })),
    activity: read.activity,
    tomorrow: bookings.data
      .filter((booking) => {
        const start = Date.parse(booking.slotStart);
        return start >= from && start < to;
      })
      .sort(bySlot),
  };
}
