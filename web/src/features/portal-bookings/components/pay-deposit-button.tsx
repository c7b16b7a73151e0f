import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyLine } from '#shared/domain/billing/deposit-policy.ts';
import { PolicyList } from '#web/src/components/deposit-policy/policy-list.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { createPortalDepositCheckout } from '#web/src/features/portal-bookings/api/create-portal-deposit-checkout.ts';
import { isApiError } from '#web/src/lib/api-error.ts';

interface PayDepositButtonProps {
  bookingId: string;
  /** The policy the booking keeps, read before paying (issue 31); none: the button alone. */
  policy?: readonly PolicyLine[] | undefined;
  /** The deposit, formatted in the client's language. */
  deposit: string;
  /** The emailed link names this booking (`?pay=`): the button takes the focus. */
  focus?: boolean;
  /** Where the browser goes (Stripe's checkout); tests pass their own. */
  go?: (url: string) => void;
}

/**
 * "Pay the deposit" (ADR 0057): a Stripe Checkout on the artist's account is made when the client
 * asks (a session lives at most 24 hours), and the browser goes there; back here once paid. The
 * artist's policy (refund, moves, touch-up...) is listed above the button, read before paying.
 */
export function PayDepositButton({
  bookingId,
  policy,
  deposit,
  focus = false,
  go = (url) => window.location.assign(url),
}: PayDepositButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pay = async () => {
    setBusy(true);
    setFailure(null);
    try {
      go((await createPortalDepositCheckout(bookingId)).url);
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : t('web.portal.bookings.payError'));
      setBusy(false);
    }
  };
  const policyId = `policy-${bookingId}`;
  return (
    <div className="stack">
      {policy && policy.length > 0 && (
        <section className="policy-panel" aria-labelledby={policyId}>
          <h4 id={policyId}>{t('web.depositPolicy.beforePaying')}</h4>
          <PolicyList lines={policy} />
        </section>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <p>
        <Button
          // The emailed "Pay the deposit" link leads to this button.
          autoFocus={focus}
          busy={busy}
          busyLabel={t('web.portal.bookings.paying')}
          onClick={() => void pay()}
        >
          {t('web.portal.bookings.payDeposit', { deposit })}
        </Button>
      </p>
    </div>
  );
}
