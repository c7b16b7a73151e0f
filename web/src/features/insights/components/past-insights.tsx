import { CalendarCheck, Clock, Coins, Image as ImageIcon, Percent, Sparkles, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsightsView } from '#shared/api/contracts/insights.ts';
import type { Currency } from '#shared/domain/money.ts';
import { appPaths } from '#web/src/app/paths.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { Card } from '#web/src/components/ui/card.tsx';
import { EmptyState } from '#web/src/components/ui/empty-state.tsx';
import { StatTile } from '#web/src/components/ui/stat-tile.tsx';
import {
  formatAmounts,
  formatHour,
  formatMonthBucket,
  formatPercent,
  formatShortDate,
  formatSpan,
} from '#web/src/features/insights/utils/format.ts';
import { weekdayName } from '#web/src/lib/wall-time.ts';
import { BarChart } from './bar-chart.tsx';
import { BarList } from './bar-list.tsx';

interface PastInsightsProps {
  insights: InsightsView;
  locale: string;
  currency: Currency;
  hourFormat?: '12' | '24' | undefined;
}

/** The hours shown: 8:00 to 21:00 at least, widened to every hour that has requests. */
function shownHours(counts: number[]): number[] {
  const used = counts.flatMap((count, hour) => (count > 0 ? [hour] : []));
  const first = Math.min(8, ...used);
  const last = Math.max(21, ...used);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The spec's sentences, with `{revenue}`, `{requestsCount}`, `{percentage}`, `{timeSince}`, `{timeSaved}`. */
function Headlines({ insights, locale, currency }: PastInsightsProps) {
  const { t } = useTranslation();
  const lines: { icon: ReactNode; text: string }[] = [
    {
      icon: <Coins size={18} />,
      text: t('web.insights.headlines.revenue', {
        revenue: formatAmounts(insights.revenue, locale, currency),
      }),
    },
    {
      icon: <CalendarCheck size={18} />,
      text: t('web.insights.headlines.requests', {
        count: insights.requestsReceived,
        requestsCount: insights.requestsReceived,
      }),
    },
  ];
  if (insights.acceptanceRate !== null)
    lines.push({
      icon: <Percent size={18} />,
      text: t('web.insights.headlines.percentage', { percentage: insights.acceptanceRate }),
    });
  if (insights.medianFirstResponseMinutes !== null)
    lines.push({
      icon: <Timer size={18} />,
      text: t('web.insights.headlines.timeSince', {
        timeSince: formatSpan(insights.medianFirstResponseMinutes, locale),
      }),
    });
  if (insights.timeSavedMinutes > 0)
    lines.push({
      icon: <Sparkles size={18} />,
      text: t('web.insights.headlines.timeSaved', {
        timeSaved: formatSpan(insights.timeSavedMinutes, locale),
      }),
    });
  return (
    <Card title={t('web.insights.headlines.title')} className="insights__headlines">
      <ul className="insights__lines">
        {lines.map((line) => (
          <li key={line.text}>
            <span className="insights__line-icon" aria-hidden="true">
              {line.icon}
            </span>
            {line.text}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A past range: the headlines, the figures, requests and bookings over time, busiest days and hours, top flashes. */
export function PastInsights(props: PastInsightsProps) {
  const { insights, locale, currency, hourFormat } = props;
  const { t } = useTranslation();
  const none = t('web.insights.tiles.none');
  const bucketLabel = (start: string) =>
    insights.range === '12m'
      ? formatMonthBucket(start, locale)
      : insights.range === '3m'
        ? t('web.insights.activity.weekOf', { date: formatShortDate(start, locale) })
        : formatShortDate(start, locale);
  const tickLabel = (start: string) =>
    insights.range === '12m' ? formatMonthBucket(start, locale) : formatShortDate(start, locale);
  const hours = shownHours(insights.busiestHours);
  const busiestHour = insights.busiestHours.indexOf(Math.max(...insights.busiestHours));
  const quiet = insights.requestsReceived === 0 && insights.bookings === 0;

  return (
    <div className="stack insights__past">
      {quiet ? (
        <Card>
          <EmptyState
            icon={<CalendarCheck />}
            title={t('web.insights.empty.title')}
            action={<ButtonLink to={`${appPaths.today}#share`}>{t('web.insights.empty.action')}</ButtonLink>}
          >
            {t('web.insights.empty.text')}
          </EmptyState>
        </Card>
      ) : (
        <Headlines {...props} />
      )}

      <div className="stat-grid stat-grid--compact">
        <StatTile
          label={t('web.insights.tiles.received')}
          value={insights.requestsReceived}
          hint={t('web.insights.tiles.cancelled', { count: insights.requestsCancelled })}
        />
        <StatTile
          label={t('web.insights.tiles.acceptanceRate')}
          value={insights.acceptanceRate === null ? none : formatPercent(insights.acceptanceRate, locale)}
          hint={
            insights.acceptanceRate === null
              ? t('web.insights.tiles.acceptanceNone')
              : `${t('web.insights.tiles.accepted')} ${insights.requestsAccepted} · ${t('web.insights.tiles.declined')} ${insights.requestsRefused}`
          }
        />
        <StatTile
          label={t('web.insights.tiles.bookings')}
          value={insights.bookings}
          hint={t('web.insights.tiles.bookingsCancelled', { count: insights.bookingsCancelled })}
        />
        <StatTile
          label={t('web.insights.tiles.revenue')}
          value={formatAmounts(insights.revenue, locale, currency)}
          hint={t('web.insights.tiles.revenueHint')}
        />
        <StatTile
          label={t('web.insights.tiles.deposits')}
          value={formatAmounts(insights.deposits, locale, currency)}
          hint={t('web.insights.tiles.depositsHint')}
        />
        <StatTile
          label={t('web.insights.tiles.firstResponse')}
          value={
            insights.medianFirstResponseMinutes === null
              ? none
              : formatSpan(insights.medianFirstResponseMinutes, locale)
          }
          hint={t('web.insights.tiles.firstResponseHint')}
        />
      </div>

      <Card title={t('web.insights.activity.title')}>
        <BarChart
          title={t('web.insights.activity.title')}
          labelHeading={t('web.insights.activity.period')}
          labels={insights.series.map((bucket) => bucketLabel(bucket.start))}
          ticks={insights.series.map((bucket) => tickLabel(bucket.start))}
          tickEvery={Math.ceil(insights.series.length / 6)}
          series={[
            {
              name: t('web.insights.activity.requests'),
              tone: 'soft',
              values: insights.series.map((bucket) => bucket.requests),
            },
            {
              name: t('web.insights.activity.bookings'),
              tone: 'primary',
              values: insights.series.map((bucket) => bucket.bookings),
            },
          ]}
        />
      </Card>

      <div className="insights__pair">
        <Card title={t('web.insights.days.title')}>
          <p className="muted insights__note">{t('web.insights.days.text')}</p>
          <BarList
            label={t('web.insights.days.title')}
            items={insights.busiestDays.map((count, index) => ({
              key: String(index),
              label: weekdayName((index + 1) % 7, locale),
              value: count,
              valueText: String(count),
            }))}
          />
        </Card>
        <Card title={t('web.insights.hours.title')}>
          <p className="muted insights__note">{t('web.insights.hours.text')}</p>
          <BarChart
            title={t('web.insights.hours.title')}
            labelHeading={t('web.insights.hours.hour')}
            labels={hours.map((hour) => formatHour(hour, locale, hourFormat))}
            tickEvery={3}
            highlight={insights.busiestHours[busiestHour] ? hours.indexOf(busiestHour) : undefined}
            series={[
              {
                name: t('web.insights.hours.count'),
                tone: 'primary',
                values: hours.map((hour) => insights.busiestHours[hour] ?? 0),
              },
            ]}
          />
        </Card>
      </div>

      <Card title={t('web.insights.flashes.title')}>
        {insights.topFlashes.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<ImageIcon />}
            title={t('web.insights.flashes.empty')}
            action={
              <ButtonLink variant="secondary" to={appPaths.flashes}>
                {t('web.insights.flashes.add')}
              </ButtonLink>
            }
          />
        ) : (
          <BarList
            label={t('web.insights.flashes.title')}
            items={insights.topFlashes.map((flash) => ({
              key: flash.flashId,
              label: flash.title ?? t('web.insights.flashes.deleted'),
              value: flash.requests,
              valueText: t('web.insights.flashes.requests', { count: flash.requests }),
              media: flash.thumbnailUrl ? (
                <img
                  className="bar-list__media"
                  src={flash.thumbnailUrl}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                />
              ) : (
                <span className="bar-list__media bar-list__media--empty" aria-hidden="true">
                  <Clock size={16} />
                </span>
              ),
            }))}
          />
        )}
      </Card>
    </div>
  );
}
