import { useTranslation } from 'react-i18next';
import { sitePaths } from '#web/src/app/paths.ts';

/**
 * The public pages' footer: the tagline and the legal pages. Plain links: the terms and the privacy
 * policy are static pages of their own (ADR 0034), and an artist's page is not the app.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t('web.footer.legal')}>
        <ul className="site-footer__links">
          <li>
            <a href={sitePaths.terms}>{t('web.footer.terms')}</a>
          </li>
          <li>
            <a href={sitePaths.privacy}>{t('web.footer.privacy')}</a>
          </li>
        </ul>
      </nav>
      <p>{t('web.footer.tagline', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
