import designsMessages from 'virtual:inkslot-message-sections/designs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PortalDesign } from '#web/src/features/designs/components/portal-design.tsx';
import { PortalRequests } from '#web/src/features/portal-requests/components/portal-requests.tsx';

/**
 * `/portal/requests`: the client's requests, ongoing and declined (title from the portal layout), a
 * pending custom one with the design shared on it (ADR 0090), composed here.
 */
function Requests() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const focus = params.get('design');
  const backFromPayment = params.get('revision') === 'paid';
  return (
    <div className="stack">
      <h1>{t('web.portal.requests.title')}</h1>
      <p className="muted">{t('web.portal.requests.intro')}</p>
      <PortalRequests
        renderDesign={(requestId) => (
          <PortalDesign requestId={requestId} focus={requestId === focus} backFromPayment={backFromPayment} />
        )}
      />
    </div>
  );
}

/** The design's words are a lazy section of the catalogue, loaded with the page. */
export const Component = withSectionMessages(designsMessages, Requests);
