import '#web/src/components/slot-picker/slot-dialog.css';
import './move-slot-dialog.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotView } from '#shared/api/contracts/lifecycle-views.ts';
import { useSlotChoice } from '#web/src/components/slot-picker/use-slot-choice.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatClockRange, formatDay } from '#web/src/lib/wall-time.ts';
import { FreeSlots, useFreeSlots } from './free-slots.tsx';

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
  /**
   * Words of another use of the same choice (booking a project's next session, ADR 0093): the line
   * naming the current slot, the line on the email, the confirm button. Default: a move's.
   */
  wording?: { current?: string; email?: string; confirm?: string } | undefined;
}

const TAKEN = new Set(['slot_taken', 'slot_unavailable']);

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
  wording,
}: MoveSlotDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const slots = useFreeSlots(current.durationMinutes);
  const { data: list, refresh } = slots;
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
        <p>{wording?.current ?? t('web.reschedule.current', { slot: currentText })}</p>
        <FreeSlots
          slots={slots}
          current={current}
          hourFormat={hourFormat}
          {...picker}
          error={choiceError}
          onLengthChange={() => setChosen(undefined)}
          names={{ day: 'move-day', slot: 'move-slot' }}
        />
        <p className="muted">{wording?.email ?? t('web.reschedule.email')}</p>
        {failure && <FeedbackNotice feedback={failure} />}
        <div className="row slot-dialog__actions">
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {t('web.reschedule.cancel')}
          </Button>
          <Button type="submit" busy={busy} busyLabel={t('web.common.sending')}>
            {wording?.confirm ?? t('web.reschedule.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
