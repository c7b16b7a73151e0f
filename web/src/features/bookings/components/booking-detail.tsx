import { appPaths, pathTo } from '#web/src/app/paths.ts';
import './bookings.css';
import { MessageCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BookingView, PaymentInput } from '#shared/api/contracts/bookings.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyBooking } from '#web/src/features/bookings/api/get-my-booking.ts';
import { useBookingActions } from '#web/src/features/bookings/hooks/use-booking-actions.ts';
import {
  type BookingAction,
  bookingError,
  bookingSuccess,
} from '#web/src/features/bookings/utils/booking-feedback.ts';
import { BOOKINGS_PATH } from '#web/src/features/bookings/utils/booking-paths.ts';
import { clientName, type HourFormat, momentText } from '#web/src/features/bookings/utils/booking-text.ts';
import { wallTimeOf } from '#web/src/features/bookings/utils/calendar-layout.ts';
import { paymentStatus } from '#web/src/features/bookings/utils/payment-status.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { hasApiStatus, isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { BookingFacts } from './booking-facts.tsx';
import { BookingHistory } from './booking-history.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { HealedPhotoPanel } from './healed-photo-panel.tsx';
import { LateArrivalPanel } from './late-arrival-panel.tsx';
import { PAYMENT_STATUS_KEYS } from './payment-badge.tsx';
import { PaymentForm } from './payment-form.tsx';

const STATUS_KEYS = {
  upcoming: 'web.bookings.status.upcoming',
  past: 'web.bookings.status.past',
  canceled: 'web.bookings.status.canceled',
} as const;

/**
 * What the route hands the move dialog it composes (`features/reschedule`'s `MoveSlotDialog` takes
 * exactly these): its title, the current slot, the spec's failure title, and what moving does. The
 * dialog shows a failed move itself (with `errorTitle`); a success closes it and the page says so.
 */
export interface MoveDialogSlot {
  title: string;
  current: Pick<BookingView['slot'], 'slotId' | 'localDate' | 'localStart' | 'durationMinutes'>;
  errorTitle: string;
  /** Moves the booking to `slotId`; rejects on failure. */
  onMove: (slotId: string) => Promise<void>;
  onClose: () => void;
}

interface BookingDetailProps {
  bookingId: string;
  /** The booking's consent (composed by the route from `features/booking-consent`). */
  consentPanel?: ReactNode;
  /** The artist's time zone and hour format (the wall clock the booking is shown in). */
  timezone: string;
  hourFormat: HourFormat;
  /**
   * The move dialog, composed by the route (another feature builds it). Without it the booking
   * cannot be moved from this page.
   */
  renderMoveDialog?: (slot: MoveDialogSlot) => ReactNode;
  /** A panel composed by the route under the facts (the design shared with the client, ADR 0090). */
  designPanel?: ReactNode;
  /** The booking's project of several sessions, composed by the route (ADR 0093). */
  projectPanel?: ReactNode;
}

/**
 * `/app/bookings/{uuid}`: the client, the project and its images, the slot, where, the money and the
 * payment state, the history; the artist updates the payment state and note, and moves or cancels
 * an upcoming booking (the client gets an email either way). Past and cancelled ones cannot be
 * moved or cancelled.
 */
export function BookingDetail({
  bookingId,
  timezone,
  hourFormat,
  renderMoveDialog,
  consentPanel,
  designPanel,
  projectPanel,
}: BookingDetailProps) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const locale = currentLocale(i18n);
  const { data: booking, error, mutate } = useMyBooking(bookingId);
  const actions = useBookingActions(bookingId);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();
  const [dialog, setDialog] = useState<'move' | 'cancel' | null>(null);
  const [cancelFailure, setCancelFailure] = useState<FeedbackMessage | null>(null);

  if (error && !booking) {
    return (
      <div className="stack">
        <PageTitle page={t('web.bookings.detail.pageTitle')} />
        <p>
          <Link to={BOOKINGS_PATH}>{t('web.bookings.detail.back')}</Link>
        </p>
        {hasApiStatus(error, 404) ? (
          <Alert tone="error">{t('web.bookings.detail.notFound')}</Alert>
        ) : (
          <LoadError error={error} onRetry={mutate} />
        )}
      </div>
    );
  }
  if (!booking) return <p className="muted">{t('web.common.loading')}</p>;

  const client = clientName(booking);
  const when = momentText(wallTimeOf(booking.slot.start, timezone), locale, hourFormat);
  const detail = (failure: unknown) => (isApiError(failure) ? failure.message : t('web.errors.unknown'));
  const fail = (action: BookingAction, failure: unknown) => bookingError(tk, action, detail(failure));

  // A failed move rejects into the dialog, which stays open and says what went wrong.
  const move = async (slotId: string) => {
    setFeedback(null);
    const moved = await actions.move(slotId);
    setDialog(null);
    setFeedback(
      bookingSuccess(tk, 'move', {
        client,
        when: momentText(wallTimeOf(moved.slot.start, timezone), locale, hourFormat),
      }),
    );
  };

  const cancel = async (reason: string | undefined) => {
    setFeedback(null);
    setCancelFailure(null);
    try {
      await actions.cancel(reason === undefined ? {} : { reason });
      setDialog(null);
      setFeedback(bookingSuccess(tk, 'cancel', { client, when }));
    } catch (failure) {
      setCancelFailure(fail('cancel', failure));
      throw failure;
    }
  };

  const savePayment = async (input: PaymentInput) => {
    const stateChanged = input.paymentState !== booking.payment.paymentState;
    const action: BookingAction = stateChanged ? 'payment' : 'note';
    setFeedback(null);
    try {
      const saved = await actions.updatePayment(input);
      setFeedback(
        bookingSuccess(tk, action, { client, state: t(PAYMENT_STATUS_KEYS[paymentStatus(saved.payment)]) }),
      );
    } catch (failure) {
      setFeedback(fail(action, failure));
      throw failure;
    }
  };

  const upcoming = booking.tab === 'upcoming';

  return (
    <div className="stack booking-detail">
      <PageTitle page={t('web.bookings.detail.pageTitleOf', { client })} />
      <p>
        <Link to={BOOKINGS_PATH}>{t('web.bookings.detail.back')}</Link>
      </p>
      <div className="booking-detail__head">
        <h1>{client}</h1>
        <p className="booking-detail__status">
          <span className={`status-badge status-badge--${booking.tab}`}>{t(STATUS_KEYS[booking.tab])}</span>{' '}
          {when}
        </p>
      </div>
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      {booking.tab === 'canceled' && (
        <p className="alert alert--info">
          {booking.canceledBy === 'client'
            ? t('web.bookings.detail.canceledByClient', { client })
            : t('web.bookings.detail.canceledByArtist')}
          {booking.cancelReason &&
            ` ${t('web.bookings.detail.cancelReason', { reason: booking.cancelReason })}`}
        </p>
      )}
      <div className="row booking-detail__actions">
        <ButtonLink
          variant="secondary"
          to={`${pathTo(appPaths.messages, {})}?request=${encodeURIComponent(booking.requestId)}`}
        >
          <MessageCircle aria-hidden="true" size={18} />
          {t('web.messageLinks.write')}
        </ButtonLink>
      </div>
      {upcoming && (
        <div className="row booking-detail__actions">
          {renderMoveDialog && (
            <Button variant="secondary" onClick={() => setDialog('move')}>
              {t('web.bookings.detail.move')}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => {
              setCancelFailure(null);
              setDialog('cancel');
            }}
          >
            {t('web.bookings.detail.cancel')}
          </Button>
        </div>
      )}
      <BookingFacts booking={booking} timezone={timezone} hourFormat={hourFormat} />
      {projectPanel}
      {consentPanel}
      {designPanel}
      {booking.tab !== 'canceled' && (
        <div className="card">
          <PaymentForm key={booking.updatedAt} booking={booking} onSubmit={savePayment} />
        </div>
      )}
      <LateArrivalPanel
        booking={booking}
        client={client}
        onMark={async () => {
          await actions.markLate();
        }}
      />
      <HealedPhotoPanel booking={booking} client={client} />
      <section className="card stack" aria-labelledby="booking-history">
        <h2 id="booking-history">{t('web.bookings.detail.history')}</h2>
        <BookingHistory booking={booking} timezone={timezone} hourFormat={hourFormat} />
      </section>
      {dialog === 'move' &&
        upcoming &&
        renderMoveDialog?.({
          title: t('web.bookings.moveDialog.title', { client }),
          current: booking.slot,
          errorTitle: bookingError(tk, 'move').title,
          onMove: move,
          onClose: () => setDialog(null),
        })}
      {dialog === 'cancel' && upcoming && (
        <CancelBookingDialog
          client={client}
          when={when}
          onConfirm={cancel}
          onClose={() => setDialog(null)}
          failure={cancelFailure}
        />
      )}
    </div>
  );
}
