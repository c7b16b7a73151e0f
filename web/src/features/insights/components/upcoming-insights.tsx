import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UpcomingInsightsView } from '#shared/api/contracts/insights.ts';
import type { Currency } from '#shared/domain/money.ts';
import { appPaths } from '#web/src/app/paths.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { Card } from '#web/src/components/ui/card.tsx';
import { EmptyState } from '#web/src/components/ui/empty-state.tsx';
import { StatTile } from '#web/src/components/ui/stat-tile.tsx';
import { formatAmounts, formatHours, formatShortDate } from '#web/src/features/insights/utils/format.ts';
import { weekdayName } from '#web/src/lib/wall-time.ts';
import { BarChart } from './bar-chart.tsx';
import { BarList } from './bar-list.tsx';

interface UpcomingInsightsProps {
  upcoming: UpcomingInsightsView;
  locale: string;
  currency: Currency;
}

/** An upcoming range: the confirmed bookings ahead, their time and money, and the days they fill. */
export function UpcomingInsights({ upcoming, locale, currency }: UpcomingInsightsProps) {
  const { t } = useTranslation();
  if (upcoming.bookings === 0)
    return (
      <Card>
        <EmptyState
          icon={<CalendarClock />}
          title={t('web.insights.upcoming.empty.title')}
          action={
            <ButtonLink to={appPaths.availabilities}>{t('web.insights.upcoming.empty.action')}</ButtonLink>
          }
        >
          {t('web.insights.upcoming.empty.text')}
        </EmptyState>
      </Card>
    );
  const label = (start: string) =>
    upcoming.range === '3m'
      ? t('web.insights.activity.weekOf', { date: formatShortDate(start, locale) })
      : formatShortDate(start, locale);
  return (
    <div className="stack insights__upcoming">
      <div className="stat-grid stat-grid--compact">
        <StatTile
          label={t('web.insights.upcoming.bookings')}
          value={upcoming.bookings}
          hint={`${t('web.insights.upcoming.bookedTime')} · ${formatHours(upcoming.bookedMinutes, locale)}`}
        />
        <StatTile
          label={t('web.insights.upcoming.expectedRevenue')}
          value={formatAmounts(upcoming.expectedRevenue, locale, currency)}
          hint={t('web.insights.upcoming.expectedRevenueHint')}
        />
        <StatTile
          label={t('web.insights.upcoming.depositsReceived')}
          value={formatAmounts(upcoming.depositsReceived, locale, currency)}
        />
        <StatTile
          label={t('web.insights.upcoming.depositsPending')}
          value={formatAmounts(upcoming.depositsPending.amounts, locale, currency)}
          hint={t('web.insights.upcoming.depositsPendingHint', { count: upcoming.depositsPending.count })}
        />
        <StatTile
          label={t('web.insights.upcoming.balanceDue')}
          value={formatAmounts(upcoming.balanceDue, locale, currency)}
          hint={t('web.insights.upcoming.balanceDueHint')}
        />
      </div>
      <Card title={t('web.insights.upcoming.chart')}>
        <BarChart
          title={t('web.insights.upcoming.chart')}
          labelHeading={t('web.insights.activity.period')}
          labels={upcoming.series.map((bucket) => label(bucket.start))}
          ticks={upcoming.series.map((bucket) => formatShortDate(bucket.start, locale))}
          tickEvery={Math.ceil(upcoming.series.length / 6)}
          series={[
            {
              name: t('web.insights.activity.bookings'),
              tone: 'primary',
              values: upcoming.series.map((bucket) => bucket.bookings),
            },
          ]}
        />
      </Card>
      <Card title={t('web.insights.upcoming.days')}>
        <p className="muted insights__note">{t('web.insights.upcoming.daysText')}</p>
        <BarList
          label={t('web.insights.upcoming.days')}
          items={upcoming.busiestDays.map((count, index) => ({
            key: String(index),
            label: weekdayName((index + 1) % 7, locale),
            value: count,
            valueText: String(count),
          }))}
        />
      </Card>
    </div>
  );
}
