import bookingMessages from 'virtual:inkslot-message-sections/booking';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { BookingConfirmation } from '#web/src/features/booking/components/booking-confirmation.tsx';
import { ConfirmEmailStep } from '#web/src/features/booking/components/confirm-email-step.tsx';
import { isSentRequest, type SentRequest } from '#web/src/features/booking/utils/sent-request.ts';
import { PublicProfileGate } from './public-profile-gate.tsx';

/**
 * `/{pseudo}/form/confirmation`: after sending, the emailed code while the request waits for the
 * client's confirmation (ADR 0067), then what happens next (the request kept in history state, so a
 * refresh keeps the step).
 */
function BookingConfirmationRoute() {
  const { t } = useTranslation();
  const { pseudo = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { sent?: unknown } | null;
  const sent = isSentRequest(state?.sent) ? state.sent : undefined;
  const replaceSent = (next: SentRequest) =>
    navigate(`${location.pathname}${location.search}`, { replace: true, state: { sent: next } });
  const waiting = sent?.confirmation ? { ...sent, confirmation: sent.confirmation } : undefined;
  return (
    <PublicProfileGate pseudo={pseudo}>
      {(profile) =>
        waiting ? (
          <>
            <PageTitle page={t('web.booking.confirmEmail.pageTitle')} />
            <ConfirmEmailStep
              key={waiting.requestId}
              pseudo={profile.pseudo}
              displayName={profile.displayName}
              sent={waiting}
              onConfirmed={(answer) => {
                const { confirmation: _, ...confirmed } = waiting;
                replaceSent({ ...confirmed, ...(answer.draw && { draw: answer.draw }) });
              }}
              onResent={(resendAt) =>
                replaceSent({ ...waiting, confirmation: { ...waiting.confirmation, resendAt } })
              }
            />
          </>
        ) : (
          <>
            <PageTitle page={t('web.booking.confirmation.pageTitle')} />
            <BookingConfirmation
              key="sent"
              pseudo={profile.pseudo}
              displayName={profile.displayName}
              hourFormat={profile.hourFormat}
              sent={sent}
            />
          </>
        )
      }
    </PublicProfileGate>
  );
}

/** The form's words (`web.booking`) come with it, not with the app's first load. */
export const Component = withSectionMessages(bookingMessages, BookingConfirmationRoute);
