import './slot-picker.css';
import { useState } from 'react';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { ChoiceList } from '#web/src/components/choice-list/choice-list.tsx';
import { formatClockRange, formatDay, formatDuration } from '#web/src/lib/wall-time.ts';
import { MonthDays } from './month-days.tsx';

/** A slot chosen in a `SlotList`: its id, the artist's local day and wall-clock start, its length. */
export interface PickedSlot {
  slotId: string;
  date: string;
  start: string;
  minutes: number;
  timezone: string;
  /** During a travel: where the appointment takes place. */
  location?: { shopName: string; city: string } | undefined;
}

/** The texts around the lists, already translated by the owner (its own message keys). */
interface SlotPickerLabels {
  days: string;
  /** The legend of a day's times, given that day in words. */
  times: (day: string) => string;
  slotCount: (count: number) => string;
  guestSpot: (where: { shopName: string; city: string }) => string;
}

interface SlotPickerProps {
  list: SlotList;
  value: string | undefined;
  onChange: (slot: PickedSlot) => void;
  labels: SlotPickerLabels;
  locale: string;
  /** The artist's hour format ('24' or '12'); the language's habit when absent. */
  hourFormat?: '12' | '24' | undefined;
  /** The day shown first (the chosen slot's); the first day with a slot otherwise. */
  initialDay?: string | undefined;
  /** The times' error, already translated (announced). */
  error?: string | undefined;
  /** The radios' names: the days' and the times' (two pickers on one page stay apart). */
  names?: { day: string; slot: string };
  /**
   * `calendar`: the days as a month calendar, the times beside it on a laptop and below on a phone
   * (the booking form); `row`: the days as a row of cards (the move dialog).
   */
  dayLayout?: 'row' | 'calendar';
}

function locationOf(list: SlotList, day: SlotList['days'][number]) {
  if (day.location === undefined) return undefined;
  const found = list.locations[day.location];
  return found ? { shopName: found.shopName, city: found.city } : undefined;
}

/**
 * The bookable slots of a `SlotList` (`GET /artists/{pseudo}/slots`, `GET /me/slots`): a day picker
 * (only days with a free slot; one row that scrolls sideways on a phone), then that day's times as
 * cards. Native radios: Tab enters a group, the arrow keys choose. Times are the artist's wall
 * times; the owner names the zone. During a travel each time says where.
 */
export function SlotPicker({
  list,
  value,
  onChange,
  labels,
  locale,
  hourFormat,
  initialDay,
  error,
  names = { day: 'day', slot: 'slotId' },
  dayLayout = 'row',
}: SlotPickerProps) {
  const [day, setDay] = useState<string | undefined>(initialDay);
  const shownDay = list.days.find((candidate) => candidate.date === day) ?? list.days[0];
  if (!shownDay) return null;
  const where = locationOf(list, shownDay);

  const choose = (slotId: string) => {
    const found = shownDay.slots.find(
      ([start, minutes]) => slotIdOf(shownDay.date, start, minutes) === slotId,
    );
    if (!found) return;
    const [start, minutes] = found;
    onChange({ slotId, date: shownDay.date, start, minutes, timezone: list.timezone, location: where });
  };

  const times = (
    <ChoiceList
      legend={labels.times(formatDay(shownDay.date, locale))}
      name={names.slot}
      className="choice-list--slots"
      choices={shownDay.slots.map(([start, minutes]) => ({
        value: slotIdOf(shownDay.date, start, minutes),
        label: formatClockRange(start, minutes, locale, hourFormat),
        detail: [formatDuration(minutes, locale), where && labels.guestSpot(where)]
          .filter(Boolean)
          .join(' · '),
      }))}
      value={value}
      onChange={choose}
      error={error}
    />
  );
  if (dayLayout === 'calendar') {
    return (
      <div className="slot-picker slot-picker--calendar">
        <MonthDays
          legend={labels.days}
          name={names.day}
          from={list.from}
          to={list.to}
          counts={new Map(list.days.map((candidate) => [candidate.date, candidate.slots.length]))}
          value={shownDay.date}
          onChange={setDay}
          slotCount={labels.slotCount}
          locale={locale}
        />
        {times}
      </div>
    );
  }

  return (
    <>
      <ChoiceList
        legend={labels.days}
        name={names.day}
        className="choice-list--days"
        choices={list.days.map((candidate) => ({
          value: candidate.date,
          label: formatDay(candidate.date, locale, 'short'),
          detail: labels.slotCount(candidate.slots.length),
        }))}
        value={shownDay.date}
        onChange={setDay}
      />
      {times}
    </>
  );
}
