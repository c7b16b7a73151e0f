import consentFormMessages from 'virtual:inkslot-message-sections/consentForm';
import consentSigningMessages from 'virtual:inkslot-message-sections/consentSigning';
import { useParams } from 'react-router-dom';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { ConsentSignPage } from '#web/src/features/consent-signing/components/consent-sign-page.tsx';

/** `/portal/bookings/:bookingId/consent` (issue 30, item 1): the client signs the booking's consent form. */
function BookingConsent() {
  const { bookingId = '' } = useParams();
  return <ConsentSignPage bookingId={bookingId} />;
}

/** Its words and the form's are lazy sections, loaded with the page. */
export const Component = withSectionMessages([consentSigningMessages, consentFormMessages], BookingConsent);
