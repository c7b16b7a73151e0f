import { ChevronDown, Globe, Moon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '#shared/i18n/locales.ts';
import { SiteFooter } from '#web/src/components/layouts/site-footer.tsx';

interface StaticPageShellProps {
  /** Same-page links shown in the header on wide screens (the landing's sections). */
  sections?: readonly { href: string; label: string }[];
  children: ReactNode;
}

/**
 * The frame of a prerendered page (ADR 0034): skip link, brand, the page's section links, a language
 * disclosure (native `<details>` with links: it works before and without any script) and a theme
 * toggle that `enhance.ts` reveals, the footer. No router, no React in the browser.
 */
export function StaticPageShell({ sections = [], children }: StaticPageShellProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('web.common.skipToContent')}
      </a>
      <header className="site-header static-header">
        <a className="site-header__brand" href="/">
          {t('web.brand')}
        </a>
        {sections.length > 0 && (
          <nav className="static-header__sections" aria-label={t('web.site.landing.pageTitle')}>
            {sections.map((section) => (
              <a key={section.href} href={section.href}>
                {section.label}
              </a>
            ))}
          </nav>
        )}
        <div className="site-header__tools">
          <details className="static-menu">
            <summary className="site-preferences">
              <Globe aria-hidden="true" size={18} />
              <span className="visually-hidden">{t('web.language.label')}: </span>
              <span lang={i18n.language}>{t(`web.language.${i18n.language}`)}</span>
              <ChevronDown aria-hidden="true" size={16} />
            </summary>
            <ul className="static-menu__list">
              {LOCALES.map((locale) => (
                <li key={locale}>
                  <a
                    href={`?lang=${locale}`}
                    lang={locale}
                    hrefLang={locale}
                    data-locale-link={locale}
                    aria-current={locale === i18n.language ? 'true' : undefined}
                  >
                    {t(`web.language.${locale}`, { lng: locale })}
                  </a>
                </li>
              ))}
            </ul>
          </details>
          <button
            type="button"
            className="icon-button static-header__theme"
            data-theme-toggle=""
            aria-pressed="false"
            aria-label={t('web.site.darkTheme')}
            hidden
          >
            <Moon aria-hidden="true" size={20} />
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
