import { useTranslation } from 'react-i18next';

const FEATURES = ['profile', 'requests', 'portal'] as const;

export function FeatureList() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="features-title">
      <h2 id="features-title">{t('web.landing.features.title')}</h2>
      <ul className="grid plain-list">
        {FEATURES.map((feature) => (
          <li key={feature} className="card">
            <h3>{t(`web.landing.features.${feature}.title`)}</h3>
            <p className="muted">{t(`web.landing.features.${feature}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
