import './online-deposits.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Badge } from '#web/src/components/ui/badge.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { Skeleton } from '#web/src/components/ui/skeleton.tsx';
import { createMyPaymentAccountLink } from '#web/src/features/online-deposits/api/create-my-payment-account-link.ts';
import { useMyPaymentAccount } from '#web/src/features/online-deposits/api/get-my-payment-account.ts';
import { isApiError } from '#web/src/lib/api-error.ts';

interface OnlineDepositsCardProps {
  /** Where the browser goes (Stripe's onboarding); tests pass their own. */
  go?: (url: string) => void;
  /** `?payments=done|retry`: the artist is back from Stripe's onboarding. */
  returned?: string | null;
}

/**
 * `/app/settings/bookings`' "Deposits paid online" (ADR 0057): connect the artist's own Stripe
 * account (Stripe's hosted onboarding), finish it when Stripe still needs something, and once it
 * takes card payments, what the client sees. Until then deposits stay marked by hand.
 */
export function OnlineDepositsCard({
  go = (url) => window.location.assign(url),
  returned,
}: OnlineDepositsCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const { data: account, error, mutate } = useMyPaymentAccount();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const connect = async () => {
    setBusy(true);
    setFailure(null);
    try {
      go((await createMyPaymentAccountLink()).url);
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : t('web.reservations.deposits.error'));
      setBusy(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby={id}>
      <div className="deposits-head">
        <h2 id={id}>{t('web.reservations.deposits.title')}</h2>
        {account?.status === 'ready' && <Badge tone="success">{t('web.reservations.deposits.ready')}</Badge>}
        {account?.status === 'pending' && (
          <Badge tone="warning">{t('web.reservations.deposits.pending')}</Badge>
        )}
      </div>
      {error && <LoadError error={error} onRetry={mutate} />}
      {!account && !error && <Skeleton label={t('web.reservations.deposits.title')} lines={2} />}
      {account?.status === 'ready' && (
        <>
          <p>{t('web.reservations.deposits.readyText')}</p>
          {account.feePercent > 0 && (
            <p className="muted">{t('web.reservations.deposits.fee', { percent: account.feePercent })}</p>
          )}
        </>
      )}
      {account && account.status !== 'ready' && (
        <>
          <p>
            {t(
              account.status === 'none'
                ? 'web.reservations.deposits.intro'
                : 'web.reservations.deposits.pendingText',
            )}
          </p>
          {returned === 'retry' && <Alert tone="info">{t('web.reservations.deposits.retry')}</Alert>}
          {failure && <Alert tone="error">{failure}</Alert>}
          <p>
            <Button
              busy={busy}
              busyLabel={t('web.reservations.deposits.opening')}
              onClick={() => void connect()}
            >
              {t(
                account.status === 'none'
                  ? 'web.reservations.deposits.connect'
                  : 'web.reservations.deposits.finish',
              )}
            </Button>
          </p>
          <p className="muted">{t('web.reservations.deposits.manual')}</p>
        </>
      )}
    </section>
  );
}
