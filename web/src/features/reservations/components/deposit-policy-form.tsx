import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import {
  DEPOSIT_POLICY_LIMITS,
  type DepositPolicy,
  HEALED_PHOTO_PRESETS,
} from '#shared/domain/billing/deposit-policy.ts';
import { TOUCH_UP_PRESETS } from '#shared/domain/booking/touch-up.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { updateMyReservationSettings } from '#web/src/features/reservations/api/update-my-reservation-settings.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';

type Field = Exclude<keyof DepositPolicy, 'healedPhotoDays'>;
const FIELDS = [
  'payWithinHours',
  'refundUntilDays',
  'maxClientMoves',
  'lateArrivalMinutes',
  'depositValidMonths',
] as const;
const TOO_MANY: Record<Field, string> = {
  payWithinHours: 'validation.reservations.payWithinTooLong',
  refundUntilDays: 'validation.reservations.refundUntilTooLong',
  maxClientMoves: 'validation.reservations.movesTooMany',
  touchUpMonths: 'validation.reservations.touchUpTooLong',
  lateArrivalMinutes: 'validation.reservations.lateArrivalTooLong',
  depositValidMonths: 'validation.reservations.depositValidTooLong',
};
/** The free touch-up's choices (issue 31): none, 3, 6 or 12 months, or a custom number of months. */
type TouchUpChoice = 'off' | `${(typeof TOUCH_UP_PRESETS)[number]}` | 'custom';
const choiceOf = (months: number | undefined): TouchUpChoice =>
  !months
    ? 'off'
    : (TOUCH_UP_PRESETS as readonly number[]).includes(months)
      ? (`${months}` as TouchUpChoice)
      : 'custom';

interface DepositPolicyFormProps {
  settings: ReservationSettings;
  onSaved?: (settings: ReservationSettings) => void;
}

/**
 * The deposit policy the software enforces (issue 14): hours to pay after acceptance (0: no
 * deadline; unpaid by then, the booking is cancelled and both sides told), the notice under which a
 * client's cancellation keeps the deposit, the moves a client may make, the late-arrival grace past
 * which the deposit is forfeited and the months a kept deposit stays valid (issue 31, 0: none),
 * the free touch-up and the day the healed photo is asked for (ADR 0101). Clients see it before
 * they send a request, before they pay and in every confirmation.
 */
export function DepositPolicyForm({ settings, onSaved }: DepositPolicyFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    payWithinHours: String(settings.depositPolicy.payWithinHours),
    refundUntilDays: String(settings.depositPolicy.refundUntilDays),
    maxClientMoves: String(settings.depositPolicy.maxClientMoves),
    touchUpMonths: String(settings.depositPolicy.touchUpMonths ?? 0),
    lateArrivalMinutes: String(settings.depositPolicy.lateArrivalMinutes ?? 0),
    depositValidMonths: String(settings.depositPolicy.depositValidMonths ?? 0),
  }));
  // The healed photo's day (ADR 0101): off or one of the presets (a day set otherwise stays offered).
  const [healedPhotoDays, setHealedPhotoDays] = useState(settings.depositPolicy.healedPhotoDays ?? 0);
  const healedPhotoChoices = [...new Set([...HEALED_PHOTO_PRESETS, healedPhotoDays].filter(Boolean))].sort(
    (a, b) => a - b,
  );
  const [touchUp, setTouchUp] = useState<TouchUpChoice>(() => choiceOf(settings.depositPolicy.touchUpMonths));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const policy = {} as DepositPolicy;
    const fields: Field[] = touchUp === 'custom' ? [...FIELDS, 'touchUpMonths'] : [...FIELDS];
    for (const field of fields) {
      const text = values[field].trim();
      const value = Number(text);
      if (!/^\d+$/.test(text)) found[field] = t('validation.reservations.policyInvalid');
      else if (value > DEPOSIT_POLICY_LIMITS[field].max) found[field] = t(TOO_MANY[field]);
      policy[field] = value;
    }
    if (touchUp !== 'custom') policy.touchUpMonths = touchUp === 'off' ? 0 : Number(touchUp);
    policy.healedPhotoDays = healedPhotoDays;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFeedback(null);
    try {
      const saved = await updateMyReservationSettings({ ...settings, depositPolicy: policy });
      onSaved?.(saved);
      setFeedback({ tone: 'success', title: t('web.reservations.policy.saved') });
    } catch (failure) {
      setFeedback({
        tone: 'error',
        title: t('web.reservations.policy.error'),
        description: isApiError(failure) ? failure.message : t('web.errors.unknown'),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{t('web.reservations.policy.title')}</h2>
      <p className="field__hint">{t('web.reservations.policy.intro')}</p>
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`web.reservations.policy.${field}`)}
            hint={t(`web.reservations.policy.${field}Hint`)}
            inputMode="numeric"
            value={values[field]}
            error={errors[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
        <SelectField
          label={t('web.reservations.policy.touchUp')}
          hint={t('web.reservations.policy.touchUpHint')}
          value={touchUp}
          onChange={(event) => setTouchUp(event.target.value as TouchUpChoice)}
        >
          <option value="off">{t('web.reservations.policy.touchUpOff')}</option>
          {TOUCH_UP_PRESETS.map((months) => (
            <option key={months} value={String(months)}>
              {t('web.reservations.policy.touchUpMonths', { count: months })}
            </option>
          ))}
          <option value="custom">{t('web.reservations.policy.touchUpCustom')}</option>
        </SelectField>
        {touchUp === 'custom' && (
          <TextField
            label={t('web.reservations.policy.touchUpCustomMonths')}
            inputMode="numeric"
            value={values.touchUpMonths}
            error={errors.touchUpMonths}
            onChange={(event) => setValues((current) => ({ ...current, touchUpMonths: event.target.value }))}
          />
        )}
        <SelectField
          label={t('web.reservations.policy.healedPhoto')}
          hint={t('web.reservations.policy.healedPhotoHint')}
          value={String(healedPhotoDays)}
          onChange={(event) => setHealedPhotoDays(Number(event.target.value))}
        >
          <option value="0">{t('web.reservations.policy.healedPhotoOff')}</option>
          {healedPhotoChoices.map((days) => (
            <option key={days} value={String(days)}>
              {t('web.reservations.policy.healedPhotoDays', { count: days })}
            </option>
          ))}
        </SelectField>
        <p>
          <Button type="submit" busy={saving} busyLabel={t('web.common.saving')}>
            {t('web.reservations.policy.save')}
          </Button>
        </p>
      </form>
    </section>
  );
}
