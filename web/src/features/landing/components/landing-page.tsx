import { useTranslation } from 'react-i18next';
import { sitePaths } from '#web/src/app/paths.ts';
import { Faq } from './faq.tsx';
import { FeatureList } from './feature-list.tsx';
import { Hero } from './hero.tsx';
import { Pricing } from './pricing.tsx';
import './landing.css';

/** The landing's content (`/`): the SPA's route and the prerendered page both show it (ADR 0034). */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="landing">
      <Hero />
      <FeatureList />
      <Pricing />
      <Faq />
      <section className="landing-closing" aria-labelledby="closing-title">
        <h2 id="closing-title">{t('web.site.landing.closing.title')}</h2>
        <p>{t('web.site.landing.closing.text')}</p>
        <a className="button button--lg" href={sitePaths.signup}>
          {t('web.site.landing.hero.signup')}
        </a>
      </section>
    </div>
  );
}
