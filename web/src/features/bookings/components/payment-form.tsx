import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView, PaymentInput } from '#shared/api/contracts/bookings.ts';
import type { PaymentState } from '#shared/domain/lifecycle/payment-state.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import { paymentChoices } from '#web/src/features/bookings/utils/payment-status.ts';

const CHOICE_KEYS = {
  pending: 'web.bookings.payment.choices.pending',
  depositPaid: 'web.bookings.payment.choices.depositPaid',
  totalPaid: 'web.bookings.payment.choices.totalPaid',
  noDeposit: 'web.bookings.payment.choices.noDeposit',
} as const;

const NOTE_MAX_LENGTH = 500;

interface PaymentFormProps {
  booking: BookingView;
  /** Saves; rejects on failure (the owner says what went wrong). */
  onSubmit: (input: PaymentInput) => Promise<unknown>;
}

/**
 * The payment state and the note (spec: "The artist can update the payment state and a note").
 * WAITING-FOR-DEPOSIT is offered only when the booking has a deposit.
 */
export function PaymentForm({ booking, onSubmit }: PaymentFormProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<PaymentState>(booking.payment.paymentState);
  const [note, setNote] = useState(booking.payment.paymentNote ?? '');
  const [busy, setBusy] = useState(false);
  const choices = paymentChoices(booking.payment.depositCents);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit({ paymentState: state, note: note.trim() });
    } catch {
      // The owner shows the failure; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="stack payment-form"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="payment-form-title"
    >
      <h2 id="payment-form-title">{t('web.bookings.payment.formTitle')}</h2>
      <fieldset className="field radio-group">
        <legend>{t('web.bookings.payment.state')}</legend>
        {choices.map((choice) => (
          <label key={choice.state} className="radio-group__option">
            <input
              type="radio"
              name="paymentState"
              value={choice.state}
              checked={state === choice.state}
              onChange={() => setState(choice.state)}
            />
            {t(CHOICE_KEYS[choice.status])}
          </label>
        ))}
      </fieldset>
      <TextareaField
        label={t('web.bookings.payment.note')}
        hint={t('web.bookings.payment.noteHint', { max: NOTE_MAX_LENGTH })}
        name="note"
        maxLength={NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={3}
      />
      <p>
        <Button type="submit" busy={busy} busyLabel={t('web.common.saving')}>
          {t('web.bookings.payment.save')}
        </Button>
      </p>
    </form>
  );
}
