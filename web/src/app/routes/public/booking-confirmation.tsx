import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { BookingConfirmation } from '../../../features/booking/components/booking-confirmation.tsx';
import { isSentRequest } from '../../../features/booking/utils/sent-request.ts';
import { withSectionMessages } from '../../with-section-messages.tsx';
import { PublicProfileGate } from './public-profile-gate.tsx';

/** `/{pseudo}/form/confirmation`: after sending, what happens next (the request kept in history state). */
function BookingConfirmationRoute() {
  const { t } = useTranslation();
  const { pseudo = '' } = useParams();
  const location = useLocation();
  const state = location.state as { sent?: unknown } | null;
  const sent = isSentRequest(state?.sent) ? state.sent : undefined;
  return (
    <PublicProfileGate pseudo={pseudo}>
      {(profile) => (
        <>
          <PageTitle page={t('web.booking.confirmation.pageTitle')} />
          <BookingConfirmation
            pseudo={profile.pseudo}
            displayName={profile.displayName}
            hourFormat={profile.hourFormat}
            sent={sent}
          />
        </>
      )}
    </PublicProfileGate>
  );
}

/** The form's words (`web.booking`) come with it, not with the app's first load. */
export const Component = withSectionMessages('booking', BookingConfirmationRoute);
