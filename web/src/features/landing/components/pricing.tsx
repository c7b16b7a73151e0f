import { useTranslation } from 'react-i18next';

const PLANS = ['free', 'pro'] as const;

/** Free: up to 10 booking requests. Pro: 19 euros a month, unlimited (spec sections 1 and 9). */
export function Pricing() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="pricing-title">
      <h2 id="pricing-title">{t('web.landing.pricing.title')}</h2>
      <ul className="grid plain-list">
        {PLANS.map((plan) => (
          <li key={plan} className="card stack">
            <h3>{t(`web.landing.pricing.${plan}.name`)}</h3>
            <p>
              <strong>{t(`web.landing.pricing.${plan}.price`)}</strong>
            </p>
            <p className="muted">{t(`web.landing.pricing.${plan}.perks`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
