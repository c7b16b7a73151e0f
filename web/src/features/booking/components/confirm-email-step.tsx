import './booking.css';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRequestCreated } from '#shared/api/contracts/booking-requests.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { codeDigits, EmailedCodeField } from '#web/src/components/ui/emailed-code-field.tsx';
import {
  confirmBookingRequest,
  resendRequestConfirmation,
} from '#web/src/features/booking/api/confirm-booking-request.ts';
import { useHeadingFocus } from '#web/src/features/booking/hooks/use-heading-focus.ts';
import { formPath } from '#web/src/features/booking/utils/form-paths.ts';
import type { SentRequest } from '#web/src/features/booking/utils/sent-request.ts';
import { useCountdown } from '#web/src/hooks/use-countdown.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

interface ConfirmEmailStepProps {
  pseudo: string;
  displayName: string;
  sent: SentRequest & { confirmation: NonNullable<SentRequest['confirmation']> };
  /** The request reached the artist (or a draw's pool): show the usual confirmation. */
  onConfirmed: (answer: BookingRequestCreated) => void;
  /** A new code was sent: when "send again" may be pressed next (epoch ms), kept with the request. */
  onResent: (resendAt: number) => void;
}

/** Failures after which this request can no longer be confirmed: a new request is the way on. */
const FINAL_CODES = new Set(['confirmation_expired', 'confirmation_slot_lost', 'request_limit_reached']);

/**
 * The form's last step (ADR 0067): the request waits for the client to confirm their email. One
 * numeric field for the emailed code (`one-time-code`, so phones offer it; a pasted '123 456' kept as
 * its digits), "send again" after a countdown, and the cart hold said plainly. The email's link does
 * the same from the client's mailbox (`/{pseudo}/form/confirm/{requestId}#{secret}`).
 */
export function ConfirmEmailStep({
  pseudo,
  displayName,
  sent,
  onConfirmed,
  onResent,
}: ConfirmEmailStepProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const headingRef = useHeadingFocus();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<{ text: string; final: boolean } | null>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const holdEnd = new Date(sent.confirmation.holdExpiresAt).getTime();
  const hold = useCountdown(0, { endsAt: holdEnd });
  const resend = useCountdown(60, { endsAt: sent.confirmation.resendAt });
  const expired = !hold.running;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setResent(false);
    if (code.length !== 6) {
      setFieldError(t('web.booking.confirmEmail.codeFormat'));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      onConfirmed(await confirmBookingRequest(pseudo, sent.requestId, { code }));
    } catch (error) {
      if (isApiError(error) && error.code === 'confirmation_code_invalid') setFieldError(error.message);
      else if (isApiError(error) && error.status > 0 && error.status < 500)
        setFailure({ text: error.message, final: FINAL_CODES.has(error.code) });
      else setFailure({ text: t('web.booking.summary.sendError'), final: false });
      setBusy(false);
    }
  };

  const sendAgain = async () => {
    setResending(true);
    setFailure(null);
    setResent(false);
    try {
      const { resendAfterSeconds } = await resendRequestConfirmation(pseudo, sent.requestId);
      onResent(Date.now() + resendAfterSeconds * 1000);
      resend.restart();
      setCode('');
      setFieldError(undefined);
      setResent(true);
    } catch (error) {
      setFailure({
        text: isApiError(error) && error.status > 0 ? error.message : t('web.booking.summary.sendError'),
        final: isApiError(error) && FINAL_CODES.has(error.code),
      });
    } finally {
      setResending(false);
    }
  };

  const until = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(holdEnd);
  const minutesLeft = Math.max(1, Math.ceil(hold.remaining / 60));
  const over = expired || failure?.final;
  return (
    <div className="booking booking-confirmation booking-confirm-email stack">
      <h1 ref={headingRef} tabIndex={-1} className="booking__title">
        {t('web.booking.confirmEmail.title')}
      </h1>
      <p className="booking-confirm-email__lead">
        {t('web.booking.confirmEmail.intro', { email: sent.email, displayName })}
      </p>
      {over ? (
        <Alert tone="error">
          <p>{failure?.final ? failure.text : t('web.booking.confirmEmail.expired', { displayName })}</p>
          <p>
            <ButtonLink variant="secondary" to={formPath(pseudo)}>
              {t('web.booking.confirmEmail.again')}
            </ButtonLink>
          </p>
        </Alert>
      ) : (
        <>
          <div className="booking-confirm-email__hold" role="note">
            <p>
              <strong>{t('web.booking.confirmEmail.hold', { count: minutesLeft, time: until })}</strong>
            </p>
            <p className="muted">{t('web.booking.confirmEmail.holdNext', { displayName })}</p>
          </div>
          {failure && <Alert tone="error">{failure.text}</Alert>}
          {resent && (
            <Alert tone="success">{t('web.booking.confirmEmail.resent', { email: sent.email })}</Alert>
          )}
          <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
            <div className="booking-code-input">
              <EmailedCodeField
                label={t('web.booking.confirmEmail.codeLabel')}
                hint={t('web.booking.confirmEmail.codeHint')}
                value={code}
                error={fieldError}
                onChange={(event) => {
                  setCode(codeDigits(event.target.value));
                  setFieldError(undefined);
                }}
              />
            </div>
            <Button type="submit" block busy={busy} busyLabel={t('web.common.sending')}>
              {t('web.booking.confirmEmail.submit')}
            </Button>
          </form>
          <div className="booking-confirm-email__resend stack">
            <p className="muted">{t('web.booking.confirmEmail.notReceived')}</p>
            <Button
              variant="secondary"
              block
              disabled={resend.running}
              busy={resending}
              busyLabel={t('web.common.sending')}
              onClick={() => void sendAgain()}
            >
              {resend.running
                ? t('web.booking.confirmEmail.resendIn', { seconds: resend.remaining })
                : t('web.booking.confirmEmail.resend')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
