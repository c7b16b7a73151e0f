import './booking.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRequestCreated } from '#shared/api/contracts/booking-requests.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { confirmBookingRequest } from '#web/src/features/booking/api/confirm-booking-request.ts';
import { formPath } from '#web/src/features/booking/utils/form-paths.ts';
import { isApiError } from '#web/src/lib/api-error.ts';

interface ConfirmLinkPanelProps {
  pseudo: string;
  displayName: string;
  requestId: string;
  secret: string;
  onConfirmed: (answer: BookingRequestCreated) => void;
  confirm?: typeof confirmBookingRequest;
}

const WELL_FORMED = /^[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/;

/**
 * The confirmation email's link (ADR 0067): nothing is sent until the client presses the button, so a
 * mail scanner that opens the link confirms nothing.
 */
export function ConfirmLinkPanel({
  pseudo,
  displayName,
  requestId,
  secret,
  onConfirmed,
  confirm = confirmBookingRequest,
}: ConfirmLinkPanelProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // A link cut short or made up is said plainly at once, never as "some fields are invalid".
  const [failure, setFailure] = useState<{ text: string; final: boolean } | null>(
    WELL_FORMED.test(`${requestId}/${secret}`)
      ? null
      : { text: t('errors.confirmation_link_invalid'), final: true },
  );

  const press = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onConfirmed(await confirm(pseudo, requestId, { token: secret }));
    } catch (error) {
      // Expired, replaced, or the slot lost: this link can no longer confirm; a new request can.
      setFailure(
        isApiError(error) && error.status > 0 && error.status < 500
          ? { text: error.message, final: error.status !== 429 }
          : { text: t('web.booking.summary.sendError'), final: false },
      );
      setBusy(false);
    }
  };

  return (
    <div className="booking booking-confirm-email stack">
      <h1 className="booking__title">{t('web.booking.confirmLink.title', { displayName })}</h1>
      <p className="booking-confirm-email__lead">{t('web.booking.confirmLink.intro', { displayName })}</p>
      {failure && (
        <Alert tone="error">
          <p>{failure.text}</p>
          <p>
            <ButtonLink variant={failure.final ? 'secondary' : 'link'} to={formPath(pseudo)}>
              {t('web.booking.confirmEmail.again')}
            </ButtonLink>
          </p>
        </Alert>
      )}
      {!failure?.final && (
        <Button block busy={busy} busyLabel={t('web.common.sending')} onClick={() => void press()}>
          {t('web.booking.confirmEmail.submit')}
        </Button>
      )}
    </div>
  );
}
