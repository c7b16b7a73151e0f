import depositPolicyMessages from 'virtual:inkslot-message-sections/depositPolicy';
import designsMessages from 'virtual:inkslot-message-sections/designs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PortalDesign } from '#web/src/features/designs/components/portal-design.tsx';
import { PortalBookings } from '#web/src/features/portal-bookings/components/portal-bookings.tsx';

/**
 * `/portal/bookings`: the client's bookings, upcoming and past (title from the portal layout), each
 * with the design shared on it (approve or ask for changes, the approved one pinned; ADR 0090),
 * composed here: features never import each other.
 */
function Bookings() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const focus = params.get('design');
  const backFromPayment = params.get('revision') === 'paid';
  return (
    <div className="stack">
      <h1>{t('web.portal.bookings.title')}</h1>
      <p className="muted">{t('web.portal.bookings.intro')}</p>
      <PortalBookings
        renderDesign={(bookingId) => (
          <PortalDesign requestId={bookingId} focus={bookingId === focus} backFromPayment={backFromPayment} />
        )}
      />
    </div>
  );
}

/** The design's and the policy's words are lazy sections of the catalogue, loaded with the page. */
export const Component = withSectionMessages([designsMessages, depositPolicyMessages], Bookings);
