import { createHash } from 'node:crypto';
import type { StoredTemplate } from '#functions/lib/email/bulk-email.ts';
import { escapeHtml, type RenderedEmail, renderEmail } from '#functions/lib/email/render-email.ts';
import type { ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import { dateTimeFormat } from '#shared/domain/date-formats.ts';
import type { DayActivity } from '#shared/domain/day-activity.ts';
import { type Currency, formatPrice, isCurrency } from '#shared/domain/money.ts';
import type { HourFormat } from '#shared/domain/preferences.ts';
import { translator } from '#shared/i18n/email-translator.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/** The day's counters the summary reports, in this order; each has `email.digest.metrics.<metric>`. */
export const DIGEST_METRICS = [
  'requestsReceived',
  'requestsAccepted',
  'requestsRefused',
  'requestsCancelled',
  'bookingsCancelled',
  'slotsMoved',
  'onboarded',
] as const;

/** Pending requests listed one per line; the rest are counted ("and 3 more"). */
const DIGEST_PENDING_LINES = 5;
/** The day's changes listed one per line (bookings confirmed or moved, payments); the rest counted. */
const DIGEST_CHANGE_LINES = 8;

interface DigestRequest {
  clientFirstName: string;
  projectType: ProjectType;
  slotStart: string;
}

interface DigestBooking {
  clientFirstName: string;
  projectType: ProjectType;
  slotStart: string;
}

export interface DigestData {
  artist: { displayName: string; locale: Locale; timezone: string; hourFormat?: HourFormat | undefined };
  /** The artist's local date the summary is for, YYYY-MM-DD. */
  localDate: string;
  /** The statistics consumer's counters of that day, by metric. */
  counters: ReadonlyMap<string, number>;
  /** Every pending request, soonest slot first. */
  pending: readonly DigestRequest[];
  /** Tomorrow's confirmed bookings (in the artist's zone), earliest first. */
  tomorrow: readonly DigestBooking[];
  /**
   * The conversations with unread messages (spec: message emails in the daily summary for artists
   * on daily emails), latest first; an empty list writes no section.
   */
  messages?: readonly { name: string; unread: number; preview: string }[];
  /** What changed today (the digest's activity consumer), in the order it happened. */
  activity?: readonly DayActivity[];
}

export interface DigestSection {
  id: 'pending' | 'tomorrow' | 'changes' | 'messages' | 'today';
  heading: string;
  lines: string[];
}

/**
 * The summary's sections, in the artist's language and zone: pending requests (count and the first
 * few), tomorrow's bookings (times in the artist's zone), the conversations with unread messages,
 * and the day's counters. Empty sections are left out; no section at all means no email.
 */
export function digestSections(data: DigestData): DigestSection[] {
  const { artist } = data;
  const t = translator(artist.locale);
  const projectType = (type: ProjectType) => t(`email.projectTypes.${type}`);
  const dateTime = dateTimeFormat(artist.locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: artist.timezone,
    ...hourCycle(artist.hourFormat),
  });
  const time = dateTimeFormat(artist.locale, {
    timeStyle: 'short',
    timeZone: artist.timezone,
    ...hourCycle(artist.hourFormat),
  });
  const sections: DigestSection[] = [];

  if (data.pending.length > 0) {
    const shown = data.pending.slice(0, DIGEST_PENDING_LINES);
    const more = data.pending.length - shown.length;
    sections.push({
      id: 'pending',
      heading: t('email.digest.pending', { count: data.pending.length }),
      lines: [
        ...shown.map((request) =>
          t('email.digest.pendingLine', {
            firstname: request.clientFirstName,
            projectType: projectType(request.projectType),
            date: dateTime.format(new Date(request.slotStart)),
          }),
        ),
        ...(more > 0 ? [t('email.digest.more', { count: more })] : []),
      ],
    });
  }

  if (data.tomorrow.length > 0) {
    sections.push({
      id: 'tomorrow',
      heading: t('email.digest.tomorrow', { count: data.tomorrow.length }),
      lines: data.tomorrow.map((booking) =>
        t('email.digest.tomorrowLine', {
          time: time.format(new Date(booking.slotStart)),
          firstname: booking.clientFirstName,
          projectType: projectType(booking.projectType),
        }),
      ),
    });
  }

  const changes = changeLines(data.activity ?? [], {
    t,
    date: (iso) => dateTime.format(new Date(iso)),
    money: (cents, currency) => formatPrice(cents, currency, artist.locale),
  });
  if (changes.length > 0)
    sections.push({ id: 'changes', heading: t('email.digest.changes'), lines: changes });

  if (data.messages && data.messages.length > 0) {
    sections.push({
      id: 'messages',
      heading: t('email.digest.messages', { count: data.messages.length }),
      lines: data.messages.map((conversation) =>
        t('email.digest.messageLine', {
          name: conversation.name,
          count: conversation.unread,
          // A message of photos alone has no text to quote.
          preview: conversation.preview || t('email.digest.photoPreview'),
        }),
      ),
    });
  }

  const today = DIGEST_METRICS.filter((metric) => (data.counters.get(metric) ?? 0) > 0).map((metric) =>
    t('email.digest.metricLine', {
      label: t(`email.digest.metrics.${metric}`),
      value: data.counters.get(metric),
    }),
  );
  if (today.length > 0) sections.push({ id: 'today', heading: t('email.digest.today'), lines: today });
  return sections;
}

/**
 * The day's changes: one line per booking confirmed or moved and per payment (the first few, then
 * how many more), and how many messages clients wrote and how many clients.
 */
function changeLines(
  activity: readonly DayActivity[],
  format: {
    t: ReturnType<typeof translator>;
    date: (iso: string) => string;
    money: (cents: number, currency: Currency) => string;
  },
): string[] {
  const { t } = format;
  const listed = activity.flatMap((item): string[] => {
    const firstname = item.clientFirstName;
    const date = item.slotStart ? format.date(item.slotStart) : '';
    const amount =
      item.amountCents !== undefined && isCurrency(item.currency)
        ? format.money(item.amountCents, item.currency)
        : '';
    switch (item.kind) {
      case 'confirmed':
        return [t('email.digest.change.confirmed', { firstname, date })];
      case 'moved':
        return [
          t('email.digest.change.moved', {
            firstname,
            date,
            from: item.fromSlotStart ? format.date(item.fromSlotStart) : '',
          }),
        ];
      case 'depositPaid':
        return [t('email.digest.change.depositPaid', { firstname, amount, date })];
      case 'paidInFull':
        return [t('email.digest.change.paidInFull', { firstname, amount, date })];
      default:
        return [];
    }
  });
  const shown = listed.slice(0, DIGEST_CHANGE_LINES);
  const more = listed.length - shown.length;
  const messages = activity.filter((item) => item.kind === 'clientMessage');
  const clients = new Set(messages.map((item) => item.conversationId)).size;
  return [
    ...shown,
    ...(more > 0 ? [t('email.digest.more', { count: more })] : []),
    ...(messages.length > 0
      ? [
          t('email.digest.change.messages', {
            count: messages.length,
            clients: t('email.digest.change.clients', { count: clients }),
          }),
        ]
      : []),
  ];
}

/** The summary email, or `undefined` when there is nothing to report. */
export function renderDigest(data: DigestData, appUrl: string): RenderedEmail | undefined {
  const content = digestContent(data);
  if (!content) return undefined;
  const t = translator(data.artist.locale);
  return renderEmail({
    locale: data.artist.locale,
    subject: content.subject,
    paragraphs: [t('email.digest.intro'), ...content.lines],
    cta: { label: t('email.digest.cta'), url: `${appUrl}/app` },
  });
}

/** What one summary says beside its language's layout: its subject and its lines, in order. */
function digestContent(data: DigestData): { subject: string; lines: string[] } | undefined {
  const sections = digestSections(data);
  if (sections.length === 0) return undefined;
  const { artist } = data;
  const t = translator(artist.locale);
  const date = dateTimeFormat(artist.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${data.localDate}T12:00:00Z`),
  );
  const hasTomorrow = sections.some((section) => section.id === 'tomorrow');
  return {
    subject: t('email.digest.subject', { displayName: artist.displayName, date }),
    lines: [
      ...sections.flatMap((section) => [...(section.heading ? [section.heading] : []), ...section.lines]),
      ...(hasTomorrow ? [] : [t('email.digest.tomorrowNone')]),
    ],
  };
}

/**
 * A summary as its stored template's replacement data (digestTemplate): its subject and lines, each
 * as text and as HTML (escaped here: the template writes them as they are). `undefined` when there is
 * nothing to report.
 */
export interface DigestTemplateData {
  subject: string;
  subjectHtml: string;
  lines: { t: string; h: string }[];
}

export function digestTemplateData(data: DigestData): DigestTemplateData | undefined {
  const content = digestContent(data);
  if (!content) return undefined;
  return {
    subject: content.subject,
    subjectHtml: escapeHtml(content.subject),
    lines: content.lines.map((line) => ({ t: line, h: escapeHtml(line) })),
  };
}

const SUBJECT_MARK = 'INKSLOTDIGESTSUBJECT';
const LINES_MARK = 'INKSLOTDIGESTLINES';

/**
 * The summary's layout in one language as an SES template (issue 33, ADR 0102): renderDigest's own
 * email, rendered once with marks where the subject and the lines go, the marks then made the
 * template's fields; with digestTemplateData's data SES writes what renderDigest writes. Its name
 * ends with a hash of its parts: a changed layout or wording is a new template.
 */
export function digestTemplate(locale: Locale, appUrl: string): StoredTemplate {
  const t = translator(locale);
  const marked = renderEmail({
    locale,
    subject: SUBJECT_MARK,
    paragraphs: [t('email.digest.intro'), LINES_MARK],
    cta: { label: t('email.digest.cta'), url: `${appUrl}/app` },
  });
  const html = replaceOnce(
    replaceOnce(marked.html, `<title>${SUBJECT_MARK}</title>`, '<title>{{{subjectHtml}}}</title>'),
    `<p style="margin:0 0 16px">${LINES_MARK}</p>`,
    '{{#each lines}}<p style="margin:0 0 16px">{{{h}}}</p>{{/each}}',
  );
  const text = replaceOnce(marked.text, `${LINES_MARK}\n\n`, '{{#each lines}}{{{t}}}\n\n{{/each}}');
  const parts = { subject: '{{{subject}}}', html, text };
  const hash = createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16);
  return { name: `inkslot-digest-${locale}-${hash}`, ...parts };
}

function replaceOnce(text: string, mark: string, by: string): string {
  const at = text.indexOf(mark);
  if (at < 0 || text.indexOf(mark, at + 1) >= 0) throw new Error(`the digest's layout has no single ${mark}`);
  return text.slice(0, at) + by + text.slice(at + mark.length);
}

function hourCycle(format: HourFormat | undefined): Intl.DateTimeFormatOptions {
  if (format === '12') return { hourCycle: 'h12' };
  if (format === '24') return { hourCycle: 'h23' };
  return {};
}
