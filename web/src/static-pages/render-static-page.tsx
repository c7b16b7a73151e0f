import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { LandingPage } from '#web/src/features/landing/components/landing-page.tsx';
import { LegalArticle } from '#web/src/features/legal/components/legal-article.tsx';
import { privacy } from '#web/src/features/legal/content/privacy.ts';
import { terms } from '#web/src/features/legal/content/terms.ts';
import { createI18n } from '#web/src/lib/i18n.ts';
import { messageCatalogue } from '#web/src/lib/message-catalogues.ts';
import { StaticPageShell } from './static-page-shell.tsx';

export type StaticPageName = 'landing' | 'terms' | 'privacy';

export interface RenderedPage {
  title: string;
  description: string;
  body: string;
}

/**
 * One prerendered page in one language (run at build time by `web/static-pages-plugin.ts`, never in
 * the browser): the same components as the SPA's `/`, `/terms` and `/privacy` routes, in a frame
 * without the SPA's router.
 */
export function renderStaticPage(page: StaticPageName, locale: Locale): RenderedPage {
  const i18n = createI18n({
    lng: locale,
    // The whole catalogue (a production build's 'app' catalogue leaves the site's words out), in
    // every language: the language menu names each language in its own.
    resources: Object.fromEntries(
      LOCALES.map((each) => [each, { translation: messageCatalogue('app', each) }]),
    ),
  });
  const t = i18n.getFixedT(locale);
  const landing = page === 'landing';
  const heading = landing ? t('web.site.landing.pageTitle') : t(`web.site.legal.${page}.pageTitle`);
  const sections = landing
    ? (['features', 'pricing', 'faq'] as const).map((id) => ({
        href: `#${id}`,
        label: t(`web.site.landing.nav.${id}`),
      }))
    : [];
  const body = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticPageShell sections={sections}>
        {landing ? <LandingPage /> : <LegalArticle page={page} text={page === 'terms' ? terms : privacy} />}
      </StaticPageShell>
    </I18nextProvider>,
  );
  return {
    title: t('web.title', { page: heading }),
    description: landing ? t('web.site.landing.description') : heading,
    body,
  };
}
