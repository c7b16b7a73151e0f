import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['account', 'limit', 'deposit', 'travels', 'languages', 'cancel'] as const;

/** The spec's FAQ: native disclosures, so they open by keyboard and without any script. */
export function Faq() {
  const { t } = useTranslation();
  return (
    <section id="faq" className="landing-section" aria-labelledby="faq-title">
      <header className="landing-section__head">
        <h2 id="faq-title">{t('web.site.landing.faq.title')}</h2>
      </header>
      <div className="landing-faq">
        {QUESTIONS.map((question) => (
          <details key={question} className="landing-faq__item">
            <summary>
              <span>{t(`web.site.landing.faq.${question}.question`)}</span>
              <ChevronDown aria-hidden="true" size={20} />
            </summary>
            <p>{t(`web.site.landing.faq.${question}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
