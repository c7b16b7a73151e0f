import './insights.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Currency } from '#shared/domain/money.ts';
import { PAST_RANGES, type PastRange } from '#shared/domain/statistics/insights.ts';
import { UPCOMING_RANGES, type UpcomingRange } from '#shared/domain/statistics/upcoming.ts';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { SegmentedControl } from '#web/src/components/ui/segmented-control.tsx';
import { useMyInsights } from '#web/src/features/insights/api/get-my-insights.ts';
import { useMyUpcomingInsights } from '#web/src/features/insights/api/get-my-upcoming-insights.ts';
import { formatShortDate } from '#web/src/features/insights/utils/format.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { LockedInsights } from './locked-insights.tsx';
import { PastInsights } from './past-insights.tsx';
import { UpcomingInsights } from './upcoming-insights.tsx';

interface InsightsPageProps {
  plan: 'free' | 'pro';
  locale: string;
  currency: Currency;
  hourFormat?: '12' | '24' | undefined;
}

type View = 'past' | 'upcoming';

/** The view and range kept in the address (`?view=upcoming&range=3m`), so a reload or a shared link keeps them. */
function useInsightsParams() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'upcoming' ? 'upcoming' : 'past';
  const asked = params.get('range') ?? '4w';
  const ranges: readonly string[] = view === 'past' ? PAST_RANGES : UPCOMING_RANGES;
  const range = ranges.includes(asked) ? asked : '4w';
  const set = (next: { view?: View; range?: string }) => {
    const nextView = next.view ?? view;
    const nextRanges: readonly string[] = nextView === 'past' ? PAST_RANGES : UPCOMING_RANGES;
    const nextRange = nextRanges.includes(next.range ?? range) ? (next.range ?? range) : '4w';
    setParams({ view: nextView, range: nextRange }, { replace: true });
  };
  return { view, range, set };
}

/**
 * `/app/insights`: the past (7 days to 12 months) and the upcoming (7 days to 3 months) in figures and
 * light SVG charts. A Free artist sees the unlock prompt over a blurred preview and no request is
 * made; a plan that ends while the page is open (403 `pro_required`) shows the same.
 */
export function InsightsPage({ plan, locale, currency, hourFormat }: InsightsPageProps) {
  const { t } = useTranslation();
  const { view, range, set } = useInsightsParams();
  const pro = plan === 'pro';
  const past = useMyInsights(range as PastRange, pro && view === 'past');
  const upcoming = useMyUpcomingInsights(range as UpcomingRange, pro && view === 'upcoming');
  const current = view === 'past' ? past : upcoming;
  const locked = !pro || (isApiError(current.error) && current.error.code === 'pro_required');
  const shown = current.data;
  const ranges = view === 'past' ? PAST_RANGES : UPCOMING_RANGES;

  return (
    <div className="stack insights">
      <header className="insights__head">
        <div>
          <h1>{t('web.insights.title')}</h1>
          <p className="muted">{t('web.insights.intro')}</p>
        </div>
        {!locked && (
          <div className="insights__controls">
            <SegmentedControl
              label={t('web.insights.view.label')}
              value={view}
              onValueChange={(next) => set({ view: next })}
              segments={[
                { value: 'past', label: t('web.insights.view.past') },
                { value: 'upcoming', label: t('web.insights.view.upcoming') },
              ]}
            />
            <SegmentedControl
              label={t('web.insights.rangeLabel')}
              value={range}
              onValueChange={(next) => set({ range: next })}
              segments={ranges.map((value) => ({ value, label: t(`web.insights.ranges.short.${value}`) }))}
            />
          </div>
        )}
      </header>

      {locked ? (
        <LockedInsights locale={locale} currency={currency} />
      ) : current.error && !shown ? (
        <LoadError error={current.error} onRetry={() => current.mutate()} />
      ) : !shown ? (
        <PageLoader />
      ) : (
        <section
          className="stack"
          aria-labelledby="insights-range"
          aria-busy={current.isValidating || undefined}
        >
          <h2 id="insights-range" className="insights__range">
            {t(`web.insights.ranges.${view}.${range}`)}
            <span className="muted">
              {' · '}
              {t('web.insights.period', {
                from: formatShortDate(shown.from, locale, shown.from.slice(0, 4) !== shown.to.slice(0, 4)),
                to: formatShortDate(shown.to, locale, true),
              })}
            </span>
          </h2>
          {view === 'past' && past.data ? (
            <PastInsights insights={past.data} locale={locale} currency={currency} hourFormat={hourFormat} />
          ) : view === 'upcoming' && upcoming.data ? (
            <UpcomingInsights upcoming={upcoming.data} locale={locale} currency={currency} />
          ) : (
            <PageLoader />
          )}
        </section>
      )}
    </div>
  );
}
