import '#web/src/components/slot-picker/slot-dialog.css';
import './move-slot-dialog.css';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotView } from '#shared/api/contracts/lifecycle-views.ts';
import {
  DEFAULT_PROPOSAL_HOURS,
  PROPOSAL_OPEN_HOURS,
  PROPOSAL_SLOTS,
} from '#shared/domain/lifecycle/proposal.ts';
import type { PickedSlot } from '#web/src/components/slot-picker/slot-picker.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { IconButton } from '#web/src/components/ui/icon-button.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatClockRange, formatDay } from '#web/src/lib/wall-time.ts';
import { FreeSlots, useFreeSlots } from './free-slots.tsx';

/** The times chosen and how long the client has to pick one; `labels` names each time in words. */
interface ProposedChoice {
  slotIds: string[];
  openHours: number;
  labels: string[];
  /** How long it stays open, in words ('48 hours'). */
  openFor: string;
}

export interface ProposeTimesDialogProps {
  title: string;
  /** The request's own slot: its length is offered first. */
  current: Pick<SlotView, 'durationMinutes'>;
  hourFormat?: '12' | '24' | undefined;
  /** What was chosen before (back from the price step). */
  initial?: ProposedChoice | undefined;
  /** The times chosen: the owner asks the price next, then sends it all. */
  onChoose: (choice: ProposedChoice) => void;
  onClose: () => void;
}

/**
 * "Propose times" on a pending request (issue 30, item 3; ADR 0087): the artist browses their free
 * starts as in the move dialog, adds 2 to 4 of one length to the proposal (each removable), and
 * chooses how long it stays open (48 hours unless they say otherwise). The price comes next.
 */
export function ProposeTimesDialog({
  title,
  current,
  hourFormat,
  initial,
  onChoose,
  onClose,
}: ProposeTimesDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const slots = useFreeSlots(current.durationMinutes);
  const [candidate, setCandidate] = useState<PickedSlot | undefined>();
  const [chosen, setChosen] = useState<{ slotId: string; label: string; minutes: number }[]>(() =>
    initial
      ? initial.slotIds.map((slotId, index) => ({
          slotId,
          label: initial.labels[index] ?? slotId,
          minutes: Number(slotId.split('/')[1]),
        }))
      : [],
  );
  const [openHours, setOpenHours] = useState(initial?.openHours ?? DEFAULT_PROPOSAL_HOURS);
  const [problem, setProblem] = useState<string | undefined>();
  const labelOf = (slot: PickedSlot) =>
    [
      `${formatDay(slot.date, locale)}, ${formatClockRange(slot.start, slot.minutes, locale, hourFormat)}`,
      slot.location && t('web.reschedule.guestSpot', slot.location),
    ]
      .filter(Boolean)
      .join(' · ');

  const add = () => {
    if (!candidate) return setProblem(t('web.reschedule.propose.pickFirst'));
    if (chosen.some((slot) => slot.slotId === candidate.slotId))
      return setProblem(t('web.reschedule.propose.already'));
    if (chosen.length >= PROPOSAL_SLOTS.max) return setProblem(t('web.reschedule.propose.full'));
    if (chosen.some((slot) => slot.minutes !== candidate.minutes))
      return setProblem(t('web.reschedule.propose.sameLength'));
    setChosen([
      ...chosen,
      { slotId: candidate.slotId, label: labelOf(candidate), minutes: candidate.minutes },
    ]);
    setCandidate(undefined);
    setProblem(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length < PROPOSAL_SLOTS.min) return setProblem(t('web.reschedule.propose.tooFew'));
    onChoose({
      slotIds: chosen.map((slot) => slot.slotId),
      openHours,
      labels: chosen.map((slot) => slot.label),
      openFor: t(`web.reschedule.propose.hours.h${openHours}`),
    });
  };

  return (
    <Dialog title={title} onClose={onClose} className="slot-dialog">
      <form className="stack" noValidate onSubmit={submit}>
        <p>{t('web.reschedule.propose.intro')}</p>
        <FreeSlots
          slots={slots}
          current={current}
          hourFormat={hourFormat}
          value={candidate?.slotId}
          onChange={(slot) => {
            setCandidate(slot);
            setProblem(undefined);
          }}
          onLengthChange={() => setCandidate(undefined)}
          names={{ day: 'propose-day', slot: 'propose-slot' }}
        />
        <div className="row">
          <Button variant="secondary" onClick={add} disabled={chosen.length >= PROPOSAL_SLOTS.max}>
            {t('web.reschedule.propose.add')}
          </Button>
        </div>
        <section className="propose-times__chosen" aria-labelledby="propose-times-chosen">
          <h3 id="propose-times-chosen">
            {t('web.reschedule.propose.chosen', { count: chosen.length, max: PROPOSAL_SLOTS.max })}
          </h3>
          {chosen.length === 0 ? (
            <p className="muted">{t('web.reschedule.propose.none')}</p>
          ) : (
            <ol className="plain-list propose-times__list">
              {chosen.map((slot) => (
                <li key={slot.slotId} className="propose-times__item">
                  <span>{slot.label}</span>
                  <IconButton
                    label={t('web.reschedule.propose.remove', { time: slot.label })}
                    icon={<X aria-hidden="true" size={16} />}
                    onClick={() => setChosen(chosen.filter((other) => other.slotId !== slot.slotId))}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
        {problem && <Alert tone="error">{problem}</Alert>}
        <SelectField
          label={t('web.reschedule.propose.openFor')}
          hint={t('web.reschedule.propose.openForHint')}
          value={String(openHours)}
          onChange={(event) => setOpenHours(Number(event.target.value))}
        >
          {PROPOSAL_OPEN_HOURS.map((hours) => (
            <option key={hours} value={hours}>
              {t(`web.reschedule.propose.hours.h${hours}`)}
            </option>
          ))}
        </SelectField>
        <div className="row slot-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('web.reschedule.cancel')}
          </Button>
          <Button type="submit">{t('web.reschedule.propose.continue')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
