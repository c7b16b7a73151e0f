import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotList } from '../../../../../shared/api/contracts/booking-requests.ts';
import { slotIdOf } from '../../../../../shared/domain/slots/slot-id.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { addDays, formatClockRange, formatDay, formatDuration, zoneLabel } from '../../../lib/wall-time.ts';
import { useArtistSlots } from '../api/get-artist-slots.ts';
import type { ChosenSlot } from '../utils/booking-draft.ts';
import { ChoiceList } from './choice-list.tsx';

interface DateStepProps {
  pseudo: string;
  value: ChosenSlot | undefined;
  onChange: (slot: ChosenSlot) => void;
  error?: string | undefined;
  /** Why the client is back here ('slot just taken, pick another'), already translated. */
  notice?: string | undefined;
  /** Reads the slots from the API itself on arrival (after a slot was taken). */
  fresh?: boolean;
}

function locationOf(list: SlotList, day: SlotList['days'][number]) {
  if (day.location === undefined) return undefined;
  const found = list.locations[day.location];
  return found ? { shopName: found.shopName, city: found.city } : undefined;
}

/**
 * The real slots (`GET /artists/{pseudo}/slots`), a month at a time: a day picker (only days with a
 * free slot), then that day's times as cards. Times are the artist's wall times, in the artist's time
 * zone, which is named; during a travel each slot says where (shop and city).
 */
export function DateStep({ pseudo, value, onChange, error, notice, fresh }: DateStepProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const [windows, setWindows] = useState<(string | undefined)[]>([undefined]);
  const from = windows.at(-1);
  const { data: list, error: loadError, refresh, mutate } = useArtistSlots(pseudo, from);
  const [day, setDay] = useState<string | undefined>(value?.date);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (fresh) void refresh();
  }, []);

  const days = list?.days ?? [];
  const shownDay = days.find((candidate) => candidate.date === day) ?? days[0];

  const choose = (slotId: string) => {
    if (!list || !shownDay) return;
    const found = shownDay.slots.find(
      ([start, minutes]) => slotIdOf(shownDay.date, start, minutes) === slotId,
    );
    if (!found) return;
    const [start, minutes] = found;
    onChange({
      slotId,
      date: shownDay.date,
      start,
      minutes,
      timezone: list.timezone,
      location: locationOf(list, shownDay),
    });
  };

  return (
    <>
      {notice && <Alert tone="error">{notice}</Alert>}
      {list && (
        <p className="booking-zone">
          {t('web.booking.date.zone', { zone: zoneLabel(list.timezone, locale) })}
        </p>
      )}
      {loadError && (
        <div className="stack">
          <Alert tone="error">{loadError.message}</Alert>
          <p>
            <Button variant="secondary" onClick={() => void mutate()}>
              {t('web.common.retry')}
            </Button>
          </p>
        </div>
      )}
      {!list && !loadError && (
        <p className="muted" role="status">
          {t('web.booking.date.loading')}
        </p>
      )}
      {list && days.length === 0 && (
        <p className="muted">
          {t('web.booking.date.none', {
            from: formatDay(list.from, locale, 'short'),
            to: formatDay(list.to, locale, 'short'),
          })}
        </p>
      )}
      {list && shownDay && (
        <>
          <ChoiceList
            legend={t('web.booking.date.days')}
            name="day"
            className="choice-list--days"
            choices={days.map((candidate) => ({
              value: candidate.date,
              label: formatDay(candidate.date, locale, 'short'),
              detail: t(`web.booking.date.slotCount`, { count: candidate.slots.length }),
            }))}
            value={shownDay.date}
            onChange={setDay}
          />
          <ChoiceList
            legend={t('web.booking.date.times', { day: formatDay(shownDay.date, locale) })}
            name="slotId"
            className="choice-list--slots"
            choices={shownDay.slots.map(([start, minutes]) => {
              const where = locationOf(list, shownDay);
              return {
                value: slotIdOf(shownDay.date, start, minutes),
                label: formatClockRange(start, minutes, locale),
                detail: [formatDuration(minutes, locale), where && t('web.booking.date.guestSpot', where)]
                  .filter(Boolean)
                  .join(' · '),
              };
            })}
            value={value?.slotId}
            onChange={choose}
            error={error}
          />
        </>
      )}
      {list && !shownDay && error && <Alert tone="error">{error}</Alert>}
      {list && (
        <div className="row booking-windows">
          {windows.length > 1 && (
            <Button variant="secondary" onClick={() => setWindows((stack) => stack.slice(0, -1))}>
              {t('web.booking.date.earlier')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setWindows((stack) => [...stack, addDays(list.to, 1)])}>
            {t('web.booking.date.later')}
          </Button>
        </div>
      )}
    </>
  );
}
