import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Availability, AvailabilityInput } from '#shared/api/contracts/availability.ts';
import type { HourFormat } from '#shared/domain/preferences.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { RequiredHint } from '#web/src/components/ui/required-hint.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import {
  type AvailabilityValues,
  availabilityErrors,
  inputOf,
  MONTHS,
  valuesOf,
  WEEK,
} from '#web/src/features/availability/utils/availability-values.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { monthName, weekdayName } from '#web/src/lib/wall-time.ts';
import { SlotRows } from './slot-rows.tsx';

interface AvailabilityFormProps {
  /** The availability to edit; a new one of `kind` when absent. */
  availability?: Availability;
  kind?: AvailabilityValues['kind'];
  hourFormat: HourFormat;
  /** Saves; a rejection with field errors puts them on the fields (the owner shows the failure). */
  onSubmit: (input: AvailabilityInput) => Promise<void>;
  onCancel: () => void;
}

function toggle(values: number[], value: number, on: boolean): number[] {
  return on ? [...new Set([...values, value])] : values.filter((item) => item !== value);
}

/**
 * A recurring availability (days of the week, months of the year, time slots, an optional period)
 * or a one-time date (its slots, added to the day's usual ones or replacing them: none = a day off).
 * Checked with the API's own zod schema before saving; the API's field errors land on the fields.
 */
export function AvailabilityForm({
  availability,
  kind,
  hourFormat,
  onSubmit,
  onCancel,
}: AvailabilityFormProps) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const locale = currentLocale(i18n);
  const id = useId();
  const [values, setValues] = useState<AvailabilityValues>(() => valuesOf(availability, kind));
  const [errors, setErrors] = useState<Record<string, { text: string; server?: boolean }>>({});
  const [saving, setSaving] = useState(false);

  const set = (patch: Partial<AvailabilityValues>) => setValues((current) => ({ ...current, ...patch }));
  const errorOf = (path: string) => {
    const error = errors[path];
    if (!error) return undefined;
    return error.server ? error.text : tk(error.text);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = availabilityErrors(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([path, key]) => [path, { text: key }])));
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      await onSubmit(inputOf(values));
    } catch (failure) {
      if (isApiError(failure) && failure.fields.length > 0) {
        setErrors(
          Object.fromEntries(
            failure.fields.map((field) => [field.path, { text: field.message, server: true }]),
          ),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  const recurring = values.kind === 'recurring';
  return (
    <form className="stack availability-form" noValidate onSubmit={(event) => void submit(event)}>
      <h3>{tk(`web.availability.form.${availability ? 'editTitle' : 'addTitle'}.${values.kind}`)}</h3>
      <RequiredHint />
      <fieldset className="field radio-group">
        <legend>{t('web.availability.form.kind')}</legend>
        {(['recurring', 'oneTime'] as const).map((option) => (
          <label key={option} className="radio-group__option">
            <input
              type="radio"
              name="kind"
              value={option}
              checked={values.kind === option}
              onChange={() => set({ kind: option })}
            />
            {t(`web.availability.kinds.${option}`)}
          </label>
        ))}
      </fieldset>

      {recurring ? (
        <>
          <fieldset
            className="field availability-days"
            aria-describedby={errorOf('weekdays') ? `${id}-weekdays-error` : undefined}
          >
            <legend>
              {t('web.availability.form.weekdays')}
              <span className="field__required" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="availability-checks">
              {WEEK.map((weekday) => (
                <label key={weekday} className="check-option">
                  <input
                    type="checkbox"
                    checked={values.weekdays.includes(weekday)}
                    aria-invalid={errorOf('weekdays') ? true : undefined}
                    onChange={(event) =>
                      set({ weekdays: toggle(values.weekdays, weekday, event.target.checked) })
                    }
                  />
                  {weekdayName(weekday, locale)}
                </label>
              ))}
            </div>
            {errorOf('weekdays') && (
              <p className="field__error" id={`${id}-weekdays-error`} role="alert">
                {errorOf('weekdays')}
              </p>
            )}
          </fieldset>
          <fieldset
            className="field availability-months"
            aria-describedby={errorOf('months') ? `${id}-months-error` : undefined}
          >
            <legend>{t('web.availability.form.months')}</legend>
            <label className="check-option">
              <input
                type="checkbox"
                checked={values.everyMonth}
                onChange={(event) => set({ everyMonth: event.target.checked })}
              />
              {t('web.availability.form.everyMonth')}
            </label>
            {!values.everyMonth && (
              <div className="availability-checks">
                {MONTHS.map((month) => (
                  <label key={month} className="check-option">
                    <input
                      type="checkbox"
                      checked={values.months.includes(month)}
                      aria-invalid={errorOf('months') ? true : undefined}
                      onChange={(event) =>
                        set({ months: toggle(values.months, month, event.target.checked) })
                      }
                    />
                    {monthName(month, locale)}
                  </label>
                ))}
              </div>
            )}
            {errorOf('months') && (
              <p className="field__error" id={`${id}-months-error`} role="alert">
                {errorOf('months')}
              </p>
            )}
          </fieldset>
          <SlotRows
            slots={values.slots}
            onChange={(slots) => set({ slots })}
            hourFormat={hourFormat}
            errorOf={errorOf}
          />
          <div className="availability-form__period">
            <TextField
              label={t('web.availability.form.validFrom')}
              type="date"
              hint={t('web.availability.form.periodHint')}
              value={values.validFrom}
              error={errorOf('validFrom')}
              onChange={(event) => set({ validFrom: event.target.value })}
            />
            <TextField
              label={t('web.availability.form.validUntil')}
              type="date"
              value={values.validUntil}
              error={errorOf('validUntil')}
              onChange={(event) => set({ validUntil: event.target.value })}
            />
          </div>
        </>
      ) : (
        <>
          <TextField
            label={t('web.availability.form.date')}
            type="date"
            required
            value={values.date}
            error={errorOf('date')}
            onChange={(event) => set({ date: event.target.value })}
          />
          <label className="check-option">
            <input
              type="checkbox"
              checked={values.closed}
              onChange={(event) => set({ closed: event.target.checked })}
            />
            {t('web.availability.form.closed')}
          </label>
          <SlotRows
            slots={values.slots}
            onChange={(slots) => set({ slots })}
            hourFormat={hourFormat}
            errorOf={errorOf}
            hint={t(values.closed ? 'web.availability.form.closedHint' : 'web.availability.form.extraHint')}
          />
        </>
      )}
      <div className="row">
        <Button type="submit" busy={saving} busyLabel={t('web.common.saving')}>
          {t(availability ? 'web.availability.form.save' : 'web.availability.form.create')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('web.availability.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
