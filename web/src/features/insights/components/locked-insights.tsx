import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InsightsView } from '#shared/api/contracts/insights.ts';
import type { Currency } from '#shared/domain/money.ts';
import { appPaths } from '#web/src/app/paths.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { PastInsights } from './past-insights.tsx';

/** Made-up figures of a busy month, for the preview behind the lock: never an artist's own. */
const SAMPLE: InsightsView = {
  range: '4w',
  from: '2026-01-05',
  to: '2026-02-01',
  requestsReceived: 46,
  requestsAccepted: 31,
  requestsRefused: 9,
  requestsCancelled: 2,
  bookings: 31,
  bookingsCancelled: 1,
  acceptanceRate: 78,
  revenue: { EUR: 682_000 },
  deposits: { EUR: 155_000 },
  medianFirstResponseMinutes: 95,
  timeSavedMinutes: 690,
  busiestDays: [3, 5, 6, 8, 11, 9, 4],
  busiestHours: [0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 6, 8, 3, 2, 9, 11, 7, 4, 3, 1, 0, 0, 0, 0],
  topFlashes: [
    { flashId: 'sample-1', requests: 9, title: 'Night moth' },
    { flashId: 'sample-2', requests: 6, title: 'Rose & dagger' },
    { flashId: 'sample-3', requests: 4, title: 'Swallow' },
  ],
  series: Array.from({ length: 28 }, (_, index) => ({
    start: `2026-01-${String(5 + (index % 27)).padStart(2, '0')}`,
    requests: [1, 2, 3, 1, 2, 4, 0][index % 7] ?? 0,
    bookings: [1, 1, 2, 0, 1, 3, 0][index % 7] ?? 0,
  })),
};

/**
 * The Free plan's insights: the spec's unlock prompt over a blurred preview with sample figures.
 * The preview is decoration (hidden from screen readers, out of the tab order); the API refuses the
 * real figures to a Free artist anyway (403 `pro_required`).
 */
export function LockedInsights({ locale, currency }: { locale: string; currency: Currency }) {
  const { t } = useTranslation();
  return (
    <div className="insights-locked">
      <div className="insights-locked__preview" aria-hidden="true" inert>
        <PastInsights insights={SAMPLE} locale={locale} currency={currency} />
      </div>
      <section className="card insights-locked__prompt" aria-labelledby="insights-locked-title">
        <span className="empty-state__icon" aria-hidden="true">
          <Lock size={22} />
        </span>
        <span className="badge badge--accent">{t('web.insights.locked.badge')}</span>
        <h2 id="insights-locked-title">{t('web.insights.locked.title')}</h2>
        <p className="muted">{t('web.insights.locked.text')}</p>
        <ButtonLink to={appPaths.plan}>{t('web.insights.locked.cta')}</ButtonLink>
        <p className="insights-locked__note">{t('web.insights.locked.preview')}</p>
      </section>
    </div>
  );
}
