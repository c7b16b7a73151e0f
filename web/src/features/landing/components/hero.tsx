import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero stack" aria-labelledby="hero-title">
      <h1 id="hero-title">{t('web.landing.hero.title')}</h1>
      <p className="muted">{t('web.landing.hero.subtitle')}</p>
      <div className="row row--center">
        <ButtonLink to="/signup">{t('web.landing.hero.signup')}</ButtonLink>
        <ButtonLink to="/login" variant="secondary">
          {t('web.landing.hero.login')}
        </ButtonLink>
      </div>
    </section>
  );
}
