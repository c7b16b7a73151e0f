import { CalendarClock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { sitePaths } from '#web/src/app/paths.ts';
import { Badge } from '#web/src/components/ui/badge.tsx';

/**
 * The landing's first screen: what Inkslot is, the two ways in, and a request as an artist sees it.
 * Plain links (`<a>`): the landing is also a static page without the SPA's router (ADR 0034).
 */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="landing-hero" aria-labelledby="hero-title">
      <div className="landing-hero__text">
        <p className="landing-eyebrow">{t('web.site.landing.hero.eyebrow')}</p>
        <h1 id="hero-title">{t('web.site.landing.hero.title')}</h1>
        <p className="landing-hero__subtitle">{t('web.site.landing.hero.subtitle')}</p>
        <div className="landing-hero__actions">
          <a className="button button--lg" href={sitePaths.signup}>
            {t('web.site.landing.hero.signup')}
          </a>
          <a className="button button--secondary button--lg" href={sitePaths.login}>
            {t('web.site.landing.hero.login')}
          </a>
        </div>
        <p className="landing-hero__note">{t('web.site.landing.hero.note')}</p>
      </div>
      <figure className="landing-preview" aria-labelledby="hero-preview-label">
        <figcaption id="hero-preview-label" className="landing-preview__label">
          {t('web.site.landing.hero.preview.label')}
        </figcaption>
        <div className="landing-preview__card">
          <div className="landing-preview__head">
            <span className="landing-preview__avatar" aria-hidden="true">
              C
            </span>
            <div>
              <p className="landing-preview__client">{t('web.site.landing.hero.preview.client')}</p>
              <p className="landing-preview__flash">{t('web.site.landing.hero.preview.flash')}</p>
            </div>
            <Badge tone="success">{t('web.site.landing.hero.preview.status')}</Badge>
          </div>
          <ul className="landing-preview__facts">
            <li>
              <CalendarClock aria-hidden="true" size={18} />
              {t('web.site.landing.hero.preview.when')}
            </li>
            <li>
              <MapPin aria-hidden="true" size={18} />
              {t('web.site.landing.hero.preview.place')}
            </li>
          </ul>
          <div className="landing-preview__foot">
            <strong>{t('web.site.landing.hero.preview.price')}</strong>
            <Badge tone="info">{t('web.site.landing.hero.preview.deposit')}</Badge>
          </div>
        </div>
      </figure>
    </section>
  );
}
