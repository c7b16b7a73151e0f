import { appPaths, pathTo } from '#web/src/app/paths.ts';
import './email-templates.css';
import { ChevronRight, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EmailTemplate } from '#shared/api/contracts/email-templates.ts';
import { EMAIL_TEMPLATE_GROUPS } from '#shared/domain/email-templates.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { SegmentedControl } from '#web/src/components/ui/segmented-control.tsx';

interface EmailTemplateListProps {
  templates: readonly EmailTemplate[];
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

/** The client emails of one language, each saying whether the artist reworded it, each to edit. */
export function EmailTemplateList({ templates, locale, onLocaleChange }: EmailTemplateListProps) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <div className="stack email-templates__language">
        <SegmentedControl
          label={t('web.emailTemplates.language')}
          segments={LOCALES.map((value) => ({ value, label: t(`web.language.${value}`) }))}
          value={locale}
          onValueChange={onLocaleChange}
        />
        <p className="field__hint">{t('web.emailTemplates.languageHint')}</p>
      </div>
      {Object.entries(EMAIL_TEMPLATE_GROUPS).map(([group, kinds]) => (
        <section key={group} className="stack email-templates__group" aria-labelledby={`templates-${group}`}>
          <h2 id={`templates-${group}`} className="email-templates__group-title">
            {t(`web.emailTemplates.groups.${group}`)}
          </h2>
          <ul className="plain-list email-templates__list">
            {kinds.map((kind) => {
              const template = templates.find((item) => item.kind === kind && item.locale === locale);
              return (
                <li key={kind}>
                  <Link
                    className="card card--link email-template-card"
                    to={`${pathTo(appPaths.emailTemplate, { kind })}?locale=${locale}`}
                  >
                    <span className="email-template-card__icon" aria-hidden="true">
                      <Mail />
                    </span>
                    <span className="email-template-card__text">
                      <span className="email-template-card__name">
                        {t(`web.emailTemplates.kinds.${kind}.name`)}
                        <span className={`badge ${template?.custom ? 'badge--accent' : 'badge--neutral'}`}>
                          {t(template?.custom ? 'web.emailTemplates.custom' : 'web.emailTemplates.default')}
                        </span>
                      </span>
                      <span className="email-template-card__description">
                        {t(`web.emailTemplates.kinds.${kind}.description`)}
                      </span>
                      {template && <span className="email-template-card__subject">{template.subject}</span>}
                    </span>
                    <ChevronRight aria-hidden="true" className="email-template-card__chevron" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
