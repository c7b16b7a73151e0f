import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLAN_CURRENCY, PRICE_TABLE, yearlySavingPercent } from '#shared/domain/billing/price-table.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { sitePaths } from '#web/src/app/paths.ts';
import { Badge } from '#web/src/components/ui/badge.tsx';

const PLANS = {
  free: ['requests', 'page', 'portal'],
  pro: ['everything', 'requests', 'statistics', 'badge'],
} as const;

/** Free and Pro from the one price table (shared/domain/billing/price-table.ts, ADR 0043). */
export function Pricing() {
  const { t, i18n } = useTranslation();
  const price = (cents: number) => formatPrice(cents, PLAN_CURRENCY, i18n.language);
  return (
    <section id="pricing" className="landing-section" aria-labelledby="pricing-title">
      <header className="landing-section__head">
        <h2 id="pricing-title">{t('web.site.landing.pricing.title')}</h2>
        <p>{t('web.site.landing.pricing.subtitle')}</p>
      </header>
      <ul className="landing-plans">
        {(Object.keys(PLANS) as (keyof typeof PLANS)[]).map((plan) => (
          <li
            key={plan}
            className={`card landing-plan${plan === 'pro' ? ' landing-plan--featured' : ''}`}
            aria-labelledby={`plan-${plan}`}
          >
            <div className="landing-plan__head">
              <h3 id={`plan-${plan}`}>{t(`web.site.landing.pricing.${plan}.name`)}</h3>
              {plan === 'pro' && <Badge tone="accent">{t('web.site.landing.pricing.pro.badge')}</Badge>}
            </div>
            <p className="landing-plan__price">
              <strong>{price(PRICE_TABLE[plan].monthlyCents)}</strong>{' '}
              <span>{t(`web.site.landing.pricing.${plan}.period`)}</span>
            </p>
            {plan === 'pro' && (
              <p className="landing-plan__yearly">
                {t('web.site.landing.pricing.pro.yearly', {
                  saving: yearlySavingPercent(),
                  price: price(PRICE_TABLE.pro.yearlyCents),
                })}
              </p>
            )}
            <ul className="landing-plan__perks">
              {PLANS[plan].map((perk) => (
                <li key={perk}>
                  <Check aria-hidden="true" size={18} />
                  {t(`web.site.landing.pricing.${plan}.perks.${perk}`)}
                </li>
              ))}
            </ul>
            <a
              className={`button button--block${plan === 'pro' ? '' : ' button--secondary'}`}
              href={sitePaths.signup}
            >
              {t(`web.site.landing.pricing.${plan}.cta`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
