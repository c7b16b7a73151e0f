import './reservations.css';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import { REQUEST_DELAY_MAX_MINUTES } from '#shared/domain/booking/reservation-rules.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { SwitchOption } from '#web/src/components/ui/switch-option.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { updateMyReservationSettings } from '#web/src/features/reservations/api/update-my-reservation-settings.ts';
import {
  type DelayUnit,
  delayMinutes,
  delayParts,
  formatDelay,
} from '#web/src/features/reservations/utils/request-delay.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

type Toggle = 'openRequests' | 'openCustom' | 'openTouchups';
const TOGGLES: readonly Toggle[] = ['openRequests', 'openCustom', 'openTouchups'];

interface ReservationSettingsFormProps {
  settings: ReservationSettings;
  /** Called with the saved settings (the route refreshes what depends on them). */
  onSaved?: (settings: ReservationSettings) => void;
}

/**
 * The three toggles (open requests, custom projects, touch-ups), each saved as soon as it is switched,
 * and the request delay in hours or days. Each save says what changed, or fails with its own spec
 * message ('Une erreur est survenue lors de la modification des retouches', ...) and puts the
 * toggle back.
 */
export function ReservationSettingsForm({ settings: initial, onSaved }: ReservationSettingsFormProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const delayId = useId();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState<Toggle | 'delay' | null>(null);
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();
  const initialDelay = delayParts(initial.requestDelayMinutes);
  const [amount, setAmount] = useState(initialDelay.amount);
  const [unit, setUnit] = useState<DelayUnit>(initialDelay.unit);
  const [delayError, setDelayError] = useState<string>();

  const detail = (failure: unknown) => (isApiError(failure) ? failure.message : t('web.errors.unknown'));

  const save = async (change: Partial<ReservationSettings>, what: Toggle | 'delay') => {
    const previous = settings;
    setSaving(what);
    setFeedback(null);
    setSettings({ ...previous, ...change });
    try {
      // The deposit policy is its own form's: left out, it stays as stored.
      const { depositPolicy: _policy, ...body } = { ...previous, ...change };
      const saved = await updateMyReservationSettings(body);
      setSettings(saved);
      onSaved?.(saved);
      return saved;
    } catch (failure) {
      setSettings(previous);
      setFeedback({
        tone: 'error',
        title: t(`web.reservations.errors.${what}`),
        description: detail(failure),
      });
      return undefined;
    } finally {
      setSaving(null);
    }
  };

  const toggle = async (key: Toggle, on: boolean) => {
    const saved = await save({ [key]: on }, key);
    if (saved) {
      setFeedback({
        tone: 'success',
        title: t('web.reservations.saved.title'),
        description: t(`web.reservations.saved.${key}.${on ? 'on' : 'off'}`),
      });
    }
  };

  const saveDelay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minutes = delayMinutes(amount, unit);
    if (minutes === undefined) {
      setDelayError(t('validation.reservations.delayInvalid'));
      return;
    }
    if (minutes > REQUEST_DELAY_MAX_MINUTES) {
      setDelayError(t('validation.reservations.delayTooLong'));
      return;
    }
    setDelayError(undefined);
    const saved = await save({ requestDelayMinutes: minutes }, 'delay');
    if (saved) {
      setFeedback({
        tone: 'success',
        title: t('web.reservations.saved.title'),
        description:
          saved.requestDelayMinutes === 0
            ? t('web.reservations.saved.delayNone')
            : t('web.reservations.saved.delay', { delay: formatDelay(saved.requestDelayMinutes, locale) }),
      });
    }
  };

  return (
    <div className="stack reservation-settings">
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      <section className="card stack" aria-labelledby={`${delayId}-toggles`}>
        <h2 id={`${delayId}-toggles`}>{t('web.reservations.toggles')}</h2>
        {TOGGLES.map((key) => (
          <SwitchOption
            key={key}
            label={t(`web.reservations.${key}`)}
            hint={t(`web.reservations.${key}Hint`)}
            checked={settings[key]}
            disabled={saving === key}
            onChange={(on) => void toggle(key, on)}
          />
        ))}
        <p className="field__hint">{t('web.reservations.flashNote')}</p>
      </section>
      <section className="card stack" aria-labelledby={`${delayId}-delay`}>
        <h2 id={`${delayId}-delay`}>{t('web.reservations.delay')}</h2>
        <p className="field__hint">{t('web.reservations.delayHint')}</p>
        <form className="stack" noValidate onSubmit={(event) => void saveDelay(event)}>
          <div className="reservation-delay">
            <TextField
              label={t('web.reservations.delayAmount')}
              inputMode="numeric"
              value={amount}
              error={delayError}
              onChange={(event) => setAmount(event.target.value)}
            />
            <SelectField
              label={t('web.reservations.delayUnit')}
              value={unit}
              onChange={(event) => setUnit(event.target.value as DelayUnit)}
            >
              <option value="hours">{t('web.reservations.units.hours')}</option>
              <option value="days">{t('web.reservations.units.days')}</option>
            </SelectField>
          </div>
          <p>
            <Button type="submit" busy={saving === 'delay'} busyLabel={t('web.common.saving')}>
              {t('web.reservations.saveDelay')}
            </Button>
          </p>
        </form>
      </section>
    </div>
  );
}
