import { appPaths } from '#web/src/app/paths.ts';
import '#web/src/components/ui/ui.css';
import './today.css';
import { ChevronRight, Hourglass, Inbox, TrendingUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyToday } from '#shared/api/contracts/today.ts';
import { requestLimitNotice } from '#shared/domain/booking/reservation-rules.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { waitingTime } from '#web/src/features/today/utils/waiting-time.ts';
import { formatDay } from '#web/src/lib/wall-time.ts';
import { AppointmentList } from './appointment-list.tsx';
import { SetupChecklist } from './setup-checklist.tsx';
import { ShareCard } from './share-card.tsx';

/** The offline banner and its words load only offline (ADR 0099). */
const TodayOffline = lazy(() => import('./today-offline.tsx'));
const NEEDS_NETWORK_ID = 'today-needs-network';

interface TodayPageProps {
  today: MyToday;
  artist: { displayName: string; pseudo: string; hourFormat?: '12' | '24' | undefined };
  publicUrl: string;
  locale: string;
  onShared: () => void;
  /** Read offline: the day as it was kept, actions that need the network disabled. */
  offline?: boolean | undefined;
}

/**
 * Today (`/app`): what needs the artist now. The next appointments, the requests waiting (and for how
 * long), the week's confirmed revenue, the Free plan's usage, the setup checklist while anything is
 * left, and the page to share with its QR code.
 */
export function TodayPage({ today, artist, publicUrl, locale, onShared, offline }: TodayPageProps) {
  const { t } = useTranslation();
  const { pending, weekRevenue, requestLimit, checklist } = today;
  const setupLeft = Object.values(checklist).some((done) => !done);
  const limitNotice = requestLimitNotice(requestLimit);
  const revenue =
    weekRevenue.length > 0
      ? weekRevenue.map((total) => formatPrice(total.cents, total.currency, locale)).join(' · ')
      : formatPrice(0, 'EUR', locale);
  const appointments = (
    <section className="card stack" aria-labelledby="today-appointments-title">
      <div className="section-head">
        <h2 id="today-appointments-title">{t('web.workspace.today.appointments')}</h2>
        <Link to={appPaths.bookings}>{t('web.workspace.today.allBookings')}</Link>
      </div>
      <AppointmentList
        appointments={today.appointments}
        today={today.today}
        locale={locale}
        hourFormat={artist.hourFormat}
      />
    </section>
  );
  return (
    <div className="today stack">
      <header className="today__head">
        <h1>{t('web.workspace.today.greeting', { name: artist.displayName })}</h1>
        <p className="muted">{t('web.workspace.today.date', { date: formatDay(today.today, locale) })}</p>
      </header>
      {offline && (
        <Suspense fallback={null}>
          <TodayOffline part="banner" locale={locale} reasonId={NEEDS_NETWORK_ID} />
        </Suspense>
      )}

      {limitNotice && requestLimit.max !== null && (
        <div className={`today__limit today__limit--${limitNotice}`} role="status">
          <p className="today__limit-title">
            {t(`web.workspace.today.limit.${limitNotice}.title`, {
              used: requestLimit.used,
              max: requestLimit.max,
            })}
          </p>
          <p>
            {t(`web.workspace.today.limit.${limitNotice}.text`, {
              max: requestLimit.max,
              date: formatDay(requestLimit.resetsOn, locale),
            })}
          </p>
          <ButtonLink to={appPaths.plan} variant={limitNotice === 'reached' ? 'primary' : 'secondary'}>
            {t('web.workspace.today.limit.cta')}
          </ButtonLink>
        </div>
      )}

      <div className="stat-grid">
        <Link to={appPaths.requests} className="stat-tile stat-tile--link">
          <span className="stat-tile__label">
            <Inbox aria-hidden="true" size={18} /> {t('web.workspace.today.pending')}
          </span>
          <span className="stat-tile__value">{pending.count}</span>
          <span className="stat-tile__hint">
            {pending.oldestCreatedAt
              ? t('web.workspace.today.pendingOldest', {
                  age: waitingTime(pending.oldestCreatedAt, new Date(), locale),
                })
              : t('web.workspace.today.pendingNone')}
          </span>
          <ChevronRight aria-hidden="true" className="stat-tile__chevron" size={18} />
        </Link>
        <div className="stat-tile">
          <span className="stat-tile__label">
            <TrendingUp aria-hidden="true" size={18} /> {t('web.workspace.today.revenue')}
          </span>
          <span className="stat-tile__value">{revenue}</span>
          <span className="stat-tile__hint">{t('web.workspace.today.revenueHint')}</span>
        </div>
        {requestLimit.max !== null && (
          <Link to={appPaths.plan} className="stat-tile stat-tile--link">
            <span className="stat-tile__label">
              <Hourglass aria-hidden="true" size={18} /> {t('web.workspace.today.usage')}
            </span>
            <span className="stat-tile__value">
              {t('web.workspace.today.usageValue', { used: requestLimit.used, max: requestLimit.max })}
            </span>
            <progress
              className="progress"
              max={requestLimit.max}
              value={Math.min(requestLimit.used, requestLimit.max)}
              aria-label={t('web.workspace.today.usage')}
            />
            <span className="stat-tile__hint">
              {t('web.workspace.today.usageResets', { date: formatDay(requestLimit.resetsOn, locale) })}
            </span>
            <ChevronRight aria-hidden="true" className="stat-tile__chevron" size={18} />
          </Link>
        )}
      </div>

      <div className="today__columns">
        {offline ? (
          <div className="stack">
            {appointments}
            <Suspense fallback={null}>
              <TodayOffline
                part="nextDays"
                locale={locale}
                reasonId={NEEDS_NETWORK_ID}
                hourFormat={artist.hourFormat}
              />
            </Suspense>
          </div>
        ) : (
          appointments
        )}
        <div className="stack">
          {setupLeft && <SetupChecklist checklist={checklist} />}
          <ShareCard
            url={publicUrl}
            pseudo={artist.pseudo}
            displayName={artist.displayName}
            onShared={onShared}
            needsNetworkId={offline ? NEEDS_NETWORK_ID : undefined}
          />
          {!setupLeft && <SetupChecklist checklist={checklist} />}
        </div>
      </div>
    </div>
  );
}
