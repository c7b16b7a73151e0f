import bookingMessages from 'virtual:inkslot-message-sections/booking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { BookingRequestCreated } from '#shared/api/contracts/booking-requests.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { BookingConfirmation } from '#web/src/features/booking/components/booking-confirmation.tsx';
import { ConfirmLinkPanel } from '#web/src/features/booking/components/confirm-link-panel.tsx';
import { PublicProfileGate } from './public-profile-gate.tsx';

/**
 * `/{pseudo}/form/confirm/{requestId}#{secret}`: the confirmation email's link (ADR 0067), its secret
 * in the fragment (never sent to a server, so never in an access log). It confirms on a button
 * press, then shows the form's usual confirmation.
 */
function BookingConfirmLinkRoute() {
  const { t } = useTranslation();
  const { pseudo = '', requestId = '' } = useParams();
  const secret = useLocation().hash.replace(/^#/, '');
  const [confirmed, setConfirmed] = useState<BookingRequestCreated | null>(null);
  return (
    <PublicProfileGate pseudo={pseudo}>
      {(profile) =>
        confirmed ? (
          <>
            <PageTitle page={t('web.booking.confirmation.pageTitle')} />
            <BookingConfirmation
              pseudo={profile.pseudo}
              displayName={profile.displayName}
              hourFormat={profile.hourFormat}
              draw={confirmed.draw}
            />
          </>
        ) : (
          <>
            <PageTitle page={t('web.booking.confirmEmail.pageTitle')} />
            <ConfirmLinkPanel
              pseudo={profile.pseudo}
              displayName={profile.displayName}
              requestId={requestId}
              secret={secret}
              onConfirmed={setConfirmed}
            />
          </>
        )
      }
    </PublicProfileGate>
  );
}

/** The form's words (`web.booking`) come with it, not with the app's first load. */
export const Component = withSectionMessages(bookingMessages, BookingConfirmLinkRoute);
