import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../language-switcher.tsx';
import { ThemeSwitcher } from '../theme-switcher.tsx';

/** The top bar of every layout: skip link, brand, the layout's own items, language and theme. */
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
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </header>
    </>
  );
}
