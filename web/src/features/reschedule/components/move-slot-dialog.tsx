import '#web/src/components/slot-picker/slot-dialog.css';
import './move-slot-dialog.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotView } from '#shared/api/contracts/lifecycle-views.ts';
import { SlotPicker } from '#web/src/components/slot-picker/slot-picker.tsx';
import { useSlotChoice } from '#web/src/components/slot-picker/use-slot-choice.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { useMySlots } from '#web/src/features/reschedule/api/get-my-slots.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { addDays, formatClockRange, formatDay, formatDuration, zoneLabel } from '#web/src/lib/wall-time.ts';

export interface MoveSlotDialogProps {
  /** What is moved, in words ('Move Camille Martin's request'). */
  title: string;
  /** Where it is now (the artist's wall time). */
  current: Pick<SlotView, 'slotId' | 'localDate' | 'localStart' | 'durationMinutes'>;
  /** The title of a failure ('Une erreur est survenue lors du déplacement de la demande'). */
  errorTitle: string;
  /** The artist's hour format ('24' or '12'). */
  hourFormat?: '12' | '24' | undefined;
  /** Moves to the chosen slot; a rejection is shown here (409 `slot_taken`: the list is read again). */
  onMove: (slotId: string) => Promise<void>;
  onClose: () => void;
}

const TAKEN = new Set(['slot_taken', 'slot_unavailable']);

/** The lengths offered when the artist changes it on purpose (the current one is always there). */
const LENGTHS = [30, 45, 60, 90, 120, 150, 180, 240, 300, 360, 480];

/**
 * "Move to another slot", for a request or a booking: the artist's free starts (`GET /me/slots`) for
 * the appointment's own length (kept unless the artist changes it on purpose), every quarter hour
 * inside their working hours, a month at a time, by day, in the artist's time zone (named), as radio
 * cards (Tab, the arrow keys, Enter moves). The owner does the move; a slot taken meanwhile reads the
 * slots again.
 */
export function MoveSlotDialog({
  title,
  current,
  errorTitle,
  hourFormat,
  onMove,
  onClose,
}: MoveSlotDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const [windows, setWindows] = useState<(string | undefined)[]>([undefined]);
  const [length, setLength] = useState(current.durationMinutes);
  const { data: list, error: loadError, mutate, refresh } = useMySlots(windows.at(-1), length);
  const lengths = [...new Set([...LENGTHS, current.durationMinutes])].sort((a, b) => a - b);
  const { chosen, setChosen, picker, problem: choiceError, setProblem: setChoiceError } = useSlotChoice();
  const [failure, setFailure] = useState<FeedbackMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const arrived = list !== undefined;

  // The dialog opens before the slots arrive (the focus is then on Cancel): once they are there,
  // the first day takes the focus, unless the artist has moved it already.
  useEffect(() => {
    if (!arrived || document.activeElement !== cancelRef.current) return;
    formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, [arrived]);
  const currentText = `${formatDay(current.localDate, locale)}, ${formatClockRange(current.localStart, current.durationMinutes, locale, hourFormat)}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!chosen) return setChoiceError(t('web.reschedule.choose'));
    if (chosen === current.slotId) return setChoiceError(t('web.reschedule.sameSlot'));
    setBusy(true);
    try {
      await onMove(chosen);
    } catch (error) {
      if (isApiError(error) && TAKEN.has(error.code)) {
        setChosen(undefined);
        setFailure({ tone: 'error', title: errorTitle, description: t('web.reschedule.slotTaken') });
        void refresh();
      } else {
        setFailure({
          tone: 'error',
          title: errorTitle,
          description: isApiError(error) ? error.message : t('web.errors.unknown'),
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={title} onClose={onClose} className="slot-dialog">
      <form ref={formRef} className="stack" noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('web.reschedule.current', { slot: currentText })}</p>
        <SelectField
          label={t('web.reschedule.length')}
          hint={t('web.reschedule.lengthHint')}
          value={String(length)}
          onChange={(event) => {
            setLength(Number(event.target.value));
            setChosen(undefined);
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
            {...picker}
            names={{ day: 'move-day', slot: 'move-slot' }}
            locale={locale}
            hourFormat={hourFormat}
            error={choiceError}
            labels={{
              days: t('web.reschedule.days'),
              times: (day) => t('web.reschedule.times', { day }),
              slotCount: (count) => t(`web.reschedule.slotCount`, { count }),
              guestSpot: (where) => t('web.reschedule.guestSpot', where),
            }}
          />
        )}
        {list && list.days.length === 0 && choiceError && <Alert tone="error">{choiceError}</Alert>}
        {list && (
          <div className="row move-slot-dialog__windows">
            {windows.length > 1 && (
              <Button variant="secondary" onClick={() => setWindows((stack) => stack.slice(0, -1))}>
                {t('web.reschedule.earlier')}
              </Button>
            )}
            <Button
              variant="secondary"
              onClick={() => setWindows((stack) => [...stack, addDays(list.to, 1)])}
            >
              {t('web.reschedule.later')}
            </Button>
          </div>
        )}
        <p className="muted">{t('web.reschedule.email')}</p>
        {failure && <FeedbackNotice feedback={failure} />}
        <div className="row slot-dialog__actions">
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {t('web.reschedule.cancel')}
          </Button>
          <Button type="submit" busy={busy} busyLabel={t('web.common.sending')}>
            {t('web.reschedule.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
