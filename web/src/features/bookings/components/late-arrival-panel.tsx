import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

interface LateArrivalPanelProps {
  booking: BookingView;
  client: string;
  /** Marks the late arrival; rejects on failure. */
  onMark: () => Promise<void>;
}

/**
 * The late-arrival rule of the policy the client accepted (issue 31, ADR 0097), on a started booking
 * whose deposit is paid: "Client arrived late", confirmed, keeps the deposit and tells the client;
 * once marked, when and what is kept. Nothing without the rule (the server offers it or not).
 */
export function LateArrivalPanel({ booking, client, onMark }: LateArrivalPanelProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const rule = booking.lateArrival;
  if (!rule) return null;
  const { payment } = booking;
  const deposit = formatPrice(payment.depositCents ?? 0, payment.currency, locale);
  const mark = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onMark();
      setConfirming(false);
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : t('web.errors.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card stack" aria-labelledby="booking-late-arrival">
      <h2 id="booking-late-arrival">{t('web.bookings.lateArrival.title')}</h2>
      {rule.at ? (
        <p>
          {t('web.bookings.lateArrival.marked', {
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(rule.at)),
            deposit,
          })}
        </p>
      ) : (
        <>
          <p className="muted">{t('web.bookings.lateArrival.rule', { client, count: rule.minutes })}</p>
          <div className="row">
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('web.bookings.lateArrival.mark')}
            </Button>
          </div>
        </>
      )}
      {confirming && !rule.at && (
        <Dialog title={t('web.bookings.lateArrival.confirmTitle')} onClose={() => setConfirming(false)}>
          <div className="stack">
            <p>{t('web.bookings.lateArrival.confirmText', { client, count: rule.minutes, deposit })}</p>
            {failure && (
              <Alert tone="error">
                <strong>{t('web.bookings.lateArrival.failed')}</strong> {failure}
              </Alert>
            )}
            <div className="row">
              <Button onClick={() => void mark()} busy={busy} busyLabel={t('web.common.saving')}>
                {t('web.bookings.lateArrival.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
                {t('web.bookings.lateArrival.back')}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </section>
  );
}
