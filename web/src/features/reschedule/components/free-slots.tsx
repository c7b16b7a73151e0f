import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotView } from '#shared/api/contracts/lifecycle-views.ts';
import { type PickedSlot, SlotPicker } from '#web/src/components/slot-picker/slot-picker.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { useMySlots } from '#web/src/features/reschedule/api/get-my-slots.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { addDays, formatDay, formatDuration, zoneLabel } from '#web/src/lib/wall-time.ts';

/** The lengths offered when the artist changes it on purpose (the current one is always there). */
const LENGTHS = [30, 45, 60, 90, 120, 150, 180, 240, 300, 360, 480];

/**
 * The artist's free starts (`GET /me/slots`) for a length, a month at a time: what the move and
 * the propose-times dialogs browse. `refresh` reads them again past any cache (a slot just taken).
 */
export function useFreeSlots(initialLength: number) {
  const [windows, setWindows] = useState<(string | undefined)[]>([undefined]);
  const [length, setLength] = useState(initialLength);
  const slots = useMySlots(windows.at(-1), length);
  return { ...slots, length, setLength, windows, setWindows };
}

interface FreeSlotsProps {
  slots: ReturnType<typeof useFreeSlots>;
  /** The appointment's own length, offered first and named so. */
  current: Pick<SlotView, 'durationMinutes'>;
  hourFormat?: '12' | '24' | undefined;
  /** The chosen slot's id, and what choosing one does. */
  value: string | undefined;
  onChange: (slot: PickedSlot) => void;
  /** The choice's problem, already translated (announced). */
  error?: string | undefined;
  /** A new length: the choice made for the old one no longer holds. */
  onLengthChange: () => void;
  names: { day: string; slot: string };
}

/**
 * The length (kept unless the artist changes it on purpose), the zone named, the free starts every
 * quarter hour inside the working hours by day as radio cards, and earlier and later months.
 */
export function FreeSlots({
  slots,
  current,
  hourFormat,
  value,
  onChange,
  error,
  onLengthChange,
  names,
}: FreeSlotsProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { data: list, error: loadError, mutate, length, setLength, windows, setWindows } = slots;
  const lengths = [...new Set([...LENGTHS, current.durationMinutes])].sort((a, b) => a - b);
  return (
    <>
      <SelectField
        label={t('web.reschedule.length')}
        hint={t('web.reschedule.lengthHint')}
        value={String(length)}
        onChange={(event) => {
          setLength(Number(event.target.value));
          onLengthChange();
        }}
      >
        {lengths.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes === current.durationMinutes
              ? t('web.reschedule.lengthKept', { length: formatDuration(minutes, locale) })
              : formatDuration(minutes, locale)}
          </option>
        ))}
      </SelectField>
      {list && (
        <p className="slot-dialog__zone">
          {t('web.reschedule.zone', { zone: zoneLabel(list.timezone, locale) })}
        </p>
      )}
      {loadError && <LoadError error={loadError} onRetry={mutate} />}
      {!list && !loadError && (
        <p className="muted" role="status">
          {t('web.reschedule.loading')}
        </p>
      )}
      {list && list.days.length === 0 && (
        <p className="muted">
          {t('web.reschedule.none', {
            from: formatDay(list.from, locale, 'short'),
            to: formatDay(list.to, locale, 'short'),
          })}
        </p>
      )}
      {list && list.days.length > 0 && (
        <SlotPicker
          list={list}
          value={value}
          onChange={onChange}
          names={names}
          locale={locale}
          hourFormat={hourFormat}
          error={error}
          labels={{
            days: t('web.reschedule.days'),
            times: (day) => t('web.reschedule.times', { day }),
            slotCount: (count) => t(`web.reschedule.slotCount`, { count }),
            guestSpot: (where) => t('web.reschedule.guestSpot', where),
          }}
        />
      )}
      {list && list.days.length === 0 && error && <Alert tone="error">{error}</Alert>}
      {list && (
        <div className="row move-slot-dialog__windows">
          {windows.length > 1 && (
            <Button variant="secondary" onClick={() => setWindows((stack) => stack.slice(0, -1))}>
              {t('web.reschedule.earlier')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setWindows((stack) => [...stack, addDays(list.to, 1)])}>
            {t('web.reschedule.later')}
          </Button>
        </div>
      )}
    </>
  );
}
