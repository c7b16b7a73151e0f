import { useTranslation } from 'react-i18next';
import { PortalRequests } from '#web/src/features/portal-requests/components/portal-requests.tsx';

/** `/portal/requests`: the client's requests, ongoing and declined (title from the portal layout). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <h1>{t('web.portal.requests.title')}</h1>
      <p className="muted">{t('web.portal.requests.intro')}</p>
      <PortalRequests />
    </div>
  );
}
