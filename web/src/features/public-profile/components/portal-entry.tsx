import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { portalPaths } from '#web/src/app/paths.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';

/** The way into the client portal, for clients who already sent a request. */
export function PortalEntry({ displayName }: { displayName: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="public-section portal-entry" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('web.publicPage.portal.title')}</h2>
      <p>{t('web.publicPage.portal.text', { displayName })}</p>
      <ButtonLink variant="secondary" to={portalPaths.login}>
        {t('web.publicPage.portal.cta')}
      </ButtonLink>
    </section>
  );
}
