import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '#web/src/lib/i18n.ts';

/**
 * Lucide's "globe" (ISC), drawn inline: the artist's page loads no icon library for one glyph (its
 * budget is 110 KiB gzip).
 */
function GlobeGlyph() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
      <path d="M2 12h20" />
    </svg>
  );
}

/**
 * The button of the public pages' language and theme menu: a globe and the current language, named
 * by what it shows first (WCAG 2.5.3) and then what it opens.
 */
export function SitePreferencesTrigger(props: ComponentProps<'button'>) {
  const { t, i18n } = useTranslation();
  const language = t(`web.language.${currentLocale(i18n)}`);
  return (
    <button
      type="button"
      className="site-preferences"
      aria-haspopup="menu"
      {...props}
      aria-label={t('web.ui.sitePreferences', { language })}
    >
      <GlobeGlyph />
      <span>{language}</span>
    </button>
  );
}
