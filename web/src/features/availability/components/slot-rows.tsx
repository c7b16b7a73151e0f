import { useTranslation } from 'react-i18next';
import { SLOTS_PER_AVAILABILITY_MAX } from '#shared/domain/availability/availability-rules.ts';
import type { HourFormat } from '#shared/domain/preferences.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import {
  type AvailabilityValues,
  DEFAULT_SLOT,
  DURATIONS,
  START_TIMES,
} from '#web/src/features/availability/utils/availability-values.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatClock, formatDuration } from '#web/src/lib/wall-time.ts';

type Slots = AvailabilityValues['slots'];

interface SlotRowsProps {
  slots: Slots;
  onChange: (slots: Slots) => void;
  hourFormat: HourFormat;
  /** Messages by path (`slots`, `slots.0.start`), already translated. */
  errorOf: (path: string) => string | undefined;
  hint?: string;
}

/** The time slots of an availability: a start (on the quarter hour) and a length each, 12 at most. */
export function SlotRows({ slots, onChange, hourFormat, errorOf, hint }: SlotRowsProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const set = (index: number, patch: Partial<Slots[number]>) =>
    onChange(slots.map((slot, position) => (position === index ? { ...slot, ...patch } : slot)));
  const listError = errorOf('slots');
  return (
    <fieldset className="field availability-slots">
      <legend>{t('web.availability.form.slots')}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      {slots.length > 0 && (
        <ol className="plain-list stack">
          {slots.map((slot, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <li key={index} className="availability-slot">
              <SelectField
                label={t('web.availability.form.start', { index: index + 1 })}
                value={slot.start}
                error={errorOf(`slots.${index}.start`)}
                onChange={(event) => set(index, { start: event.target.value })}
              >
                {START_TIMES.map((start) => (
                  <option key={start} value={start}>
                    {formatClock(start, locale, hourFormat)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('web.availability.form.duration', { index: index + 1 })}
                value={String(slot.durationMinutes)}
                error={errorOf(`slots.${index}.durationMinutes`)}
                onChange={(event) => set(index, { durationMinutes: Number(event.target.value) })}
              >
                {DURATIONS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {formatDuration(minutes, locale)}
                  </option>
                ))}
              </SelectField>
              <Button
                variant="link"
                onClick={() => onChange(slots.filter((_, position) => position !== index))}
              >
                {t('web.availability.form.removeSlot', { index: index + 1 })}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      {slots.length < SLOTS_PER_AVAILABILITY_MAX && (
        <p>
          <Button
            variant="secondary"
            onClick={() => onChange([...slots, { ...(slots.at(-1) ?? DEFAULT_SLOT) }])}
          >
            {t('web.availability.form.addSlot')}
          </Button>
        </p>
      )}
    </fieldset>
  );
}
