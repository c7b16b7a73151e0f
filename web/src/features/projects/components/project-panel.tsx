import './projects.css';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { BookingView, ProjectSessionsView } from '#shared/api/contracts/bookings.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { appPaths, pathTo } from '#web/src/app/paths.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Badge, type BadgeTone } from '#web/src/components/ui/badge.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Card } from '#web/src/components/ui/card.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import {
  closeMyBookingProject,
  myProjectPath,
  useMyBookingProject,
} from '#web/src/features/projects/api/project-api.ts';
import { type ApiError, isApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatClockRange, formatDay } from '#web/src/lib/wall-time.ts';
import { MakeProjectForm } from './make-project-form.tsx';
import { NextSessionForm, type SessionSlotDialog } from './next-session-form.tsx';

type SessionState = 'done' | 'booked' | 'canceled' | 'toBook';
const STATE_TONES: Record<SessionState, BadgeTone> = {
  done: 'success',
  booked: 'info',
  canceled: 'neutral',
  toBook: 'warning',
};

interface ProjectPanelProps {
  bookingId: string;
  hourFormat?: '12' | '24' | undefined;
  /** The slot dialog, composed by the route (`features/reschedule`): the next session's slot. */
  renderSlotDialog: (dialog: SessionSlotDialog) => ReactNode;
}

/**
 * The booking's project of several sessions (ADR 0093), `#project`: which session this is, every
 * session planned (done, booked, cancelled, to book) with its day, the deposit and this session's
 * share, the next session to book (its price, then a slot of the artist's) and closing the project.
 * An upcoming booking outside a project offers to make it one.
 */
export function ProjectPanel({ bookingId, hourFormat, renderSlotDialog }: ProjectPanelProps) {
  const { t } = useTranslation();
  const bookingPath = apiPath(bookingsEndpoints.getMyBooking.path, { bookingId });
  const { data: booking } = useSWR<BookingView, ApiError>(bookingPath, (path: string) =>
    artistApi.get<BookingView>(path),
  );
  const { data: project, error, mutate } = useMyBookingProject(bookingId, booking?.session !== undefined);
  const { mutate: mutateKey } = useSWRConfig();
  const [feedback, setFeedback] = useState<FeedbackMessage | null>(null);
  if (!booking) return null;
  const refresh = async (next?: ProjectSessionsView) => {
    await Promise.all([mutateKey(bookingPath), next ? mutate(next, { revalidate: false }) : mutate()]);
  };
  if (!booking.session) {
    if (booking.tab !== 'upcoming') return null;
    return (
      <Card title={t('web.projects.title')} className="project-panel">
        <MakeProjectForm
          bookingId={bookingId}
          hasDeposit={!!booking.payment.depositCents}
          onMade={async (made) => {
            await Promise.all([mutateKey(bookingPath), mutateKey(myProjectPath(bookingId), made, false)]);
          }}
        />
      </Card>
    );
  }
  const session = booking.session;
  return (
    <Card
      title={t('web.projects.title')}
      className="project-panel"
      action={<Badge tone="accent">{t('web.projects.sessionOf', session)}</Badge>}
    >
      <div id="project" className="stack">
        {feedback && <FeedbackNotice feedback={feedback} />}
        {error && <Alert tone="error">{t('web.projects.loadFailed')}</Alert>}
        {!project && !error && <p className="muted">{t('web.common.loading')}</p>}
        {project && (
          <ProjectBody
            booking={{ ...booking, session }}
            project={project}
            hourFormat={hourFormat}
            renderSlotDialog={renderSlotDialog}
            onChanged={refresh}
            setFeedback={setFeedback}
          />
        )}
      </div>
    </Card>
  );
}

interface ProjectBodyProps {
  booking: BookingView & { session: NonNullable<BookingView['session']> };
  project: ProjectSessionsView;
  hourFormat?: '12' | '24' | undefined;
  renderSlotDialog: (dialog: SessionSlotDialog) => ReactNode;
  onChanged: (project?: ProjectSessionsView) => Promise<void>;
  setFeedback: (feedback: FeedbackMessage | null) => void;
}

function ProjectBody({
  booking,
  project,
  hourFormat,
  renderSlotDialog,
  onChanged,
  setFeedback,
}: ProjectBodyProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const [closing, setClosing] = useState(false);
  const { session, payment } = booking;
  const first = project.sessions[0];
  const deposit = first?.payment.depositCents;
  const money = (cents: number) => formatPrice(cents, payment.currency, locale);
  const next = project.progress.nextToBook;
  const close = async () => {
    setClosing(true);
    setFeedback(null);
    try {
      await onChanged(await closeMyBookingProject(booking.bookingId));
    } catch (failure) {
      setFeedback({
        tone: 'error',
        title: t('web.projects.closeFailed'),
        description: isApiError(failure) ? failure.message : t('web.errors.unknown'),
      });
    } finally {
      setClosing(false);
    }
  };
  return (
    <>
      <p>{t('web.projects.progress', project.progress)}</p>
      <SessionList project={project} current={booking.bookingId} hourFormat={hourFormat} />
      <p className="muted">
        {deposit
          ? t(session.depositRule === 'last' ? 'web.projects.depositLast' : 'web.projects.depositSplit', {
              amount: money(deposit),
            })
          : t('web.projects.noDeposit')}
      </p>
      <p className="project-panel__balance">
        {session.depositCreditCents > 0
          ? t('web.projects.credit', {
              amount: money(session.depositCreditCents),
              balance: money(session.balanceCents),
            })
          : t('web.projects.balance', { balance: money(session.balanceCents) })}
      </p>
      {project.closedAt ? (
        <Alert tone="info">{t('web.projects.closed')}</Alert>
      ) : (
        next !== undefined && (
          <>
            <NextSessionForm
              booking={booking}
              number={next}
              renderSlotDialog={renderSlotDialog}
              onBooked={async () => {
                await onChanged();
              }}
              setFeedback={setFeedback}
            />
            <p className="muted">{t('web.projects.reminders')}</p>
            <div className="row">
              <Button variant="secondary" busy={closing} onClick={() => void close()}>
                {t('web.projects.close')}
              </Button>
            </div>
          </>
        )
      )}
    </>
  );
}

/** Every session planned, in order: its day and time once booked, its state, a link to it. */
function SessionList({
  project,
  current,
  hourFormat,
}: {
  project: ProjectSessionsView;
  current: string;
  hourFormat?: '12' | '24' | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const numbers = Array.from({ length: project.progress.planned }, (_, index) => index + 1);
  return (
    <ol className="plain-list project-sessions">
      {numbers.map((number) => {
        const booked = project.sessions.find((item) => item.session?.number === number);
        const state: SessionState = !booked
          ? 'toBook'
          : booked.tab === 'canceled'
            ? 'canceled'
            : booked.tab === 'past'
              ? 'done'
              : 'booked';
        return (
          <li key={number} className="project-sessions__item">
            <span className="project-sessions__name">{t('web.projects.session', { number })}</span>
            <span className="project-sessions__when">
              {booked &&
                `${formatDay(booked.slot.localDate, locale, 'short')}, ${formatClockRange(booked.slot.localStart, booked.slot.durationMinutes, locale, hourFormat)}`}
            </span>
            <Badge tone={STATE_TONES[state]}>{t(`web.projects.states.${state}`)}</Badge>
            {booked && booked.bookingId !== current && (
              <Link to={pathTo(appPaths.booking, { id: booked.bookingId })}>
                {t('web.projects.open')}
                <span className="visually-hidden"> {t('web.projects.session', { number })}</span>
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}
