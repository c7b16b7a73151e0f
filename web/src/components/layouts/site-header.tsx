import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SitePreferencesButton } from '#web/src/components/site-preferences/site-preferences-button.tsx';

/** The top bar of every layout: skip link, brand, the layout's own items, one language and theme menu. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('web.common.skipToContent')}
      </a>
      <header className="site-header">
        <Link className="site-header__brand" to="/">
          {t('web.brand')}
        </Link>
        {children}
        <div className="site-header__tools">
          <SitePreferencesButton />
        </div>
      </header>
    </>
  );
}
