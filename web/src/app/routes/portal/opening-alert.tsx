import openingAlertMessages from 'virtual:inkslot-message-sections/openingAlert';
import { useParams } from 'react-router-dom';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { OpeningAlertPage } from '#web/src/features/opening-alerts/components/opening-alert-page.tsx';

/** `/portal/opening-alerts/:artistId/:openingId` (ADR 0100): confirm or stop an opening's alert. */
function OpeningAlert() {
  const { artistId = '', openingId = '' } = useParams();
  return <OpeningAlertPage artistId={artistId} openingId={openingId} />;
}

/** Its words are a lazy section, loaded with the page. */
export const Component = withSectionMessages(openingAlertMessages, OpeningAlert);
