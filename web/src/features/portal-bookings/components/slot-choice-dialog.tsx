import '#web/src/components/slot-picker/slot-dialog.css';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import { SlotPicker } from '#web/src/components/slot-picker/slot-picker.tsx';
import { useSlotChoice } from '#web/src/components/slot-picker/use-slot-choice.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import type { useOpenSlots } from '#web/src/features/portal-bookings/api/get-open-slots.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { zoneLabel } from '#web/src/lib/wall-time.ts';

interface SlotChoiceDialogProps {
  title: string;
  /** A line under the title (the touch-up's window). */
  intro?: ReactNode;
  /** The artist's open slots to choose from (`useOpenSlots`). */
  slots: ReturnType<typeof useOpenSlots>;
  words: { none: string; choose: string; confirm: string; keep: string; error: string };
  /** Makes the choice on the server; a slot taken meanwhile reads the list again. */
  onChoose: (slotId: string) => Promise<void>;
  onClose: () => void;
  /** Names the picker's radio groups (unique per dialog kind). */
  names: { day: string; slot: string };
}

/**
 * A dialog to choose one of the artist's free slots, by day, in the artist's time zone, and act on it
 * at once: moving a booking (issue 14) or booking its free touch-up (issue 31).
 */
export function SlotChoiceDialog({
  title,
  intro,
  slots,
  words,
  onChoose,
  onClose,
  names,
}: SlotChoiceDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { data: list, error, mutate } = slots;
  const { chosen, picker, problem: failure, setProblem: setFailure } = useSlotChoice();
  const [busy, setBusy] = useState(false);

  const choose = async () => {
    if (!chosen) return setFailure(words.choose);
    setBusy(true);
    setFailure(undefined);
    try {
      await onChoose(chosen);
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'slot_taken') void mutate();
      setFailure(isApiError(caught) ? caught.message : words.error);
      setBusy(false);
    }
  };

  return (
    <Dialog title={title} onClose={onClose} className="slot-dialog">
      {intro}
      {error && <LoadError error={error} onRetry={mutate} />}
      {!list && !error && <PageLoader />}
      {list && list.days.length === 0 && <p>{words.none}</p>}
      {list && (
        <p className="slot-dialog__zone">
          {t('web.portal.bookings.moveZone', { zone: zoneLabel(list.timezone, locale) })}
        </p>
      )}
      {list && list.days.length > 0 && (
        <SlotPicker
          list={list as SlotList}
          {...picker}
          names={names}
          locale={locale}
          dayLayout="row"
          labels={{
            days: t('web.portal.bookings.moveDays'),
            times: (day) => t('web.portal.bookings.moveTimes', { day }),
            slotCount: (count) => t('web.portal.bookings.moveSlotCount', { count }),
            guestSpot: (where) => t('web.portal.bookings.moveGuestSpot', where),
          }}
        />
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="row">
        <Button
          onClick={() => void choose()}
          busy={busy}
          busyLabel={t('web.common.sending')}
          disabled={!list?.days.length}
        >
          {words.confirm}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {words.keep}
        </Button>
      </div>
    </Dialog>
  );
}
