import { useTranslation } from 'react-i18next';
import { FALLBACK_LOCALE, isLocale } from '#shared/i18n/locales.ts';
import type { LegalText } from '#web/src/features/legal/content/legal-document.ts';
import './legal.css';

interface LegalArticleProps {
  /** Which page: its title is `web.site.legal.{page}.pageTitle`. */
  page: 'terms' | 'privacy';
  text: LegalText;
}

/** A legal page in the shown language: title, date of last change, contents and sections. */
export function LegalArticle({ page, text }: LegalArticleProps) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : FALLBACK_LOCALE;
  const document = text.byLocale[locale];
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${text.updated}T00:00:00Z`),
  );
  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal__head">
        <h1 id="legal-title">{t(`web.site.legal.${page}.pageTitle`)}</h1>
        <p className="legal__updated">
          <time dateTime={text.updated}>{t('web.site.legal.updated', { date: updated })}</time>
        </p>
        <p className="legal__intro">{document.intro}</p>
      </header>
      <nav className="legal__contents" aria-labelledby="legal-contents">
        <h2 id="legal-contents">{t('web.site.legal.contents')}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="legal__section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
