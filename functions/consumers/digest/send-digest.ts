import { makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { localDate } from '../../../shared/domain/local-time.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { translator } from '../../../shared/i18n/server-i18n.ts';
import { getDb } from '../../lib/db.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import { sendEmail } from '../../lib/email/send-email.ts';
import { env } from '../../lib/env.ts';
import { idempotencyConfig, idempotencyStore } from '../../lib/idempotency.ts';

export interface DigestArtist {
  artistId: string;
  email: string;
  displayName: string;
  locale: Locale;
  timezone: string;
}

/** The metrics the summary reports, in this order; each has `email.digest.metrics.<metric>` in every language. */
export const DIGEST_METRICS = ['onboarded', 'requestsReceived'] as const;

const sendOnce = makeIdempotent(
  async (input: { key: string; to: string; content: ReturnType<typeof renderEmail> }) => ({
    messageId: await sendEmail(input.to, input.content),
  }),
  { persistenceStore: idempotencyStore('digest'), config: idempotencyConfig('key') },
);

/**
 * Sends one artist's daily summary: the day's counters (from the statistics consumer). Nothing to
 * report, no email. At most one summary per artist and local day, however often the job runs.
 */
export async function sendDigest(artist: DigestArtist, now: Date): Promise<boolean> {
  const day = localDate(now, artist.timezone);
  const counters = await getDb()
    .entities.statsCounter.query.byArtistDay({ artistId: artist.artistId, day })
    .go({ pages: 'all' });
  const values = new Map(counters.data.map((counter) => [counter.metric, counter.value]));
  const t = translator(artist.locale);
  const lines = DIGEST_METRICS.filter((metric) => (values.get(metric) ?? 0) > 0).map(
    (metric) => `${t(`email.digest.metrics.${metric}`)}: ${values.get(metric)}`,
  );
  if (lines.length === 0) return false;
  const content = renderEmail({
    locale: artist.locale,
    subject: t('email.digest.subject', { displayName: artist.displayName }),
    paragraphs: [t('email.digest.intro'), ...lines],
    cta: { label: t('email.digest.cta'), url: `${env.appUrl}/app` },
  });
  await sendOnce({ key: `${artist.artistId}:${day}`, to: artist.email, content });
  return true;
}
