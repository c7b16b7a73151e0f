import './billing.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import {
  type BillingInterval,
  PLAN_CURRENCY,
  PRICE_TABLE,
  referralPriceCents,
  yearlySavingPercent,
} from '#shared/domain/billing/price-table.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Badge } from '#web/src/components/ui/badge.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { createMyBillingPortal } from '#web/src/features/billing/api/create-my-billing-portal.ts';
import { createMyCheckout } from '#web/src/features/billing/api/create-my-checkout.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { formatDay } from '#web/src/lib/wall-time.ts';

interface PlanOptionsProps {
  artist: Pick<MyArtist, 'plan' | 'billing' | 'referralDiscountPercent'>;
  /** Where the browser goes (Stripe's pages); tests pass their own. */
  go?: (url: string) => void;
}

/**
 * Upgrading and billing (issue 12): on Free, Pro monthly or yearly through Stripe Checkout; on Pro,
 * the interval, the renewal or end date, a payment to fix, and Stripe's portal to manage it all.
 */
export function PlanOptions({ artist, go = (url) => window.location.assign(url) }: PlanOptionsProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<BillingInterval | 'portal' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const price = (cents: number) => formatPrice(cents, PLAN_CURRENCY, i18n.language);
  const open = async (what: BillingInterval | 'portal') => {
    setBusy(what);
    setError(null);
    try {
      const { url } = what === 'portal' ? await createMyBillingPortal() : await createMyCheckout(what);
      go(url);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('web.billing.error'));
      setBusy(null);
    }
  };
  const billing = artist.billing;

  if (artist.plan === 'pro') {
    const end = billing?.currentPeriodEnd
      ? formatDay(billing.currentPeriodEnd.slice(0, 10), i18n.language)
      : undefined;
    return (
      <section className="card stack" aria-labelledby="billing-title">
        <div className="plan-head">
          <h2 id="billing-title">{t('web.billing.proTitle')}</h2>
          <Badge tone="accent">Pro</Badge>
        </div>
        {billing?.interval && <p>{t(`web.billing.interval.${billing.interval}`)}</p>}
        {end && (
          <p>
            {t(billing?.cancelAtPeriodEnd ? 'web.billing.endsOn' : 'web.billing.renewsOn', { date: end })}
          </p>
        )}
        {billing?.status === 'past_due' && <Alert tone="error">{t('web.billing.pastDue')}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        {billing?.portal && (
          <p>
            <Button
              variant="secondary"
              busy={busy === 'portal'}
              busyLabel={t('web.billing.opening')}
              onClick={() => void open('portal')}
            >
              {t('web.billing.manage')}
            </Button>
          </p>
        )}
      </section>
    );
  }

  // Invited through a referral link: the prices checkout will charge, less the coupon (ADR 0047).
  const invited = artist.referralDiscountPercent !== undefined;
  const charged = (cents: number) => (invited ? referralPriceCents(cents) : cents);
  const choices: { interval: BillingInterval; amount: string; note?: string }[] = [
    {
      interval: 'monthly',
      amount: t('web.billing.perMonth', { price: price(charged(PRICE_TABLE.pro.monthlyCents)) }),
    },
    {
      interval: 'yearly',
      amount: t('web.billing.perYear', { price: price(charged(PRICE_TABLE.pro.yearlyCents)) }),
      note: t('web.billing.saving', { saving: yearlySavingPercent() }),
    },
  ];
  return (
    <section className="card stack" aria-labelledby="billing-title">
      <h2 id="billing-title">{t('web.billing.upgradeTitle')}</h2>
      <p className="muted">{t('web.billing.upgradeText')}</p>
      {invited && (
        <Alert tone="success">{t('web.billing.invited', { percent: artist.referralDiscountPercent })}</Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="plan-choices">
        {choices.map((choice) => (
          <li key={choice.interval} className="plan-choice">
            <p className="plan-choice__name">{t(`web.billing.interval.${choice.interval}`)}</p>
            <p className="plan-choice__price">{choice.amount}</p>
            {choice.note && <Badge tone="success">{choice.note}</Badge>}
            <Button
              block
              variant={choice.interval === 'yearly' ? 'primary' : 'secondary'}
              busy={busy === choice.interval}
              busyLabel={t('web.billing.opening')}
              disabled={busy !== null}
              onClick={() => void open(choice.interval)}
            >
              {t(`web.billing.choose.${choice.interval}`)}
            </Button>
          </li>
        ))}
      </ul>
      <p className="muted">{t('web.billing.stripe')}</p>
    </section>
  );
}
