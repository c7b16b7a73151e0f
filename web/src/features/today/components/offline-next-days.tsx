import todayOfflineMessages from 'virtual:inkslot-message-sections/todayOffline';
import { CalendarFold, MailQuestionMark } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import type { NextDays } from '#web/src/features/today/api/keep-next-days.ts';
import { NEXT_DAYS_KEY } from '#web/src/features/today/api/offline-keys.ts';
import { asOfTime } from '#web/src/features/today/utils/as-of-time.ts';
import { projectLabel } from '#web/src/features/today/utils/project-label.ts';
import { type KeptAnswer, readOffline } from '#web/src/lib/offline-snapshot.ts';
import { useSectionMessages } from '#web/src/lib/section-messages.ts';
import { AppointmentList } from './appointment-list.tsx';

/**
 * Today read offline (issue 32, item 3, ADR 0099): the next 14 days' bookings and the pending
 * requests Today kept when it last loaded online, each as of when. Lazy, with its words, offline only.
 */
export default function OfflineNextDays({
  locale,
  hourFormat,
}: {
  locale: string;
  hourFormat?: '12' | '24' | undefined;
}) {
  const { t } = useTranslation();
  const ready = useSectionMessages(todayOfflineMessages);
  const [kept, setKept] = useState<KeptAnswer<NextDays> | null>();
  useEffect(() => {
    let live = true;
    void readOffline<NextDays>(NEXT_DAYS_KEY).then((answer) => live && setKept(answer ?? null));
    return () => {
      live = false;
    };
  }, []);
  if (!ready || !kept) return null;
  const asOf = t('web.todayOffline.listAsOf', { time: asOfTime(kept.savedAt, locale) });
  const { today, bookings, requests } = kept.data;
  return (
    <>
      <KeptSection id="today-next-days-title" title={t('web.todayOffline.nextDays')} asOf={asOf}>
        {bookings.length > 0 ? (
          <AppointmentList
            appointments={bookings}
            today={today}
            locale={locale}
            hourFormat={hourFormat}
            dated
          />
        ) : (
          <Empty icon={<CalendarFold aria-hidden="true" className="empty-state__icon" />}>
            {t('web.todayOffline.nextDaysNone')}
          </Empty>
        )}
      </KeptSection>
      <KeptSection id="today-pending-title" title={t('web.todayOffline.pending')} asOf={asOf}>
        {requests.length > 0 ? (
          <ul className="plain-list stack today-appointments">
            {requests.map((request) => (
              <PendingRequest key={request.requestId} request={request} locale={locale} />
            ))}
          </ul>
        ) : (
          <Empty icon={<MailQuestionMark aria-hidden="true" className="empty-state__icon" />}>
            {t('web.todayOffline.pendingNone')}
          </Empty>
        )}
      </KeptSection>
    </>
  );
}

/** A card of Today's with its heading and, beside it, as of when its content was kept. */
function KeptSection({
  id,
  title,
  asOf,
  children,
}: {
  id: string;
  title: string;
  asOf: string;
  children: React.ReactNode;
}) {
  return (
    <section className="card stack" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <span className="muted today-offline__as-of">{asOf}</span>
      </div>
      {children}
    </section>
  );
}

function Empty({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="empty-state">
      {icon}
      <p className="empty-state__title">{children}</p>
    </div>
  );
}

/** Who, what, when asked (and the day asked for); offline, not a link: the request needs the network. */
function PendingRequest({ request, locale }: { request: RequestView; locale: string }) {
  const { t } = useTranslation();
  const project = projectLabel(request.project, t);
  const asked = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(request.createdAt),
  );
  // The day asked for, in the slot's own zone (the artist's).
  const wanted = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: request.slot.timezone,
  }).format(new Date(request.slot.start));
  return (
    <li className="appointment-card appointment-card--request">
      <span className="appointment-card__body">
        <span className="appointment-card__client">
          {request.client.firstName} {request.client.lastName}
        </span>
        <span className="appointment-card__project">
          {project} · {t('web.todayOffline.wanted', { date: wanted })}
        </span>
        <span className="appointment-card__project">{t('web.todayOffline.asked', { date: asked })}</span>
      </span>
    </li>
  );
}
