import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotPicker } from '#web/src/components/slot-picker/slot-picker.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { useArtistSlots } from '#web/src/features/booking/api/get-artist-slots.ts';
import type { ChosenSlot } from '#web/src/features/booking/utils/booking-draft.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { addDays, formatDay, zoneLabel } from '#web/src/lib/wall-time.ts';

interface DateStepProps {
  pseudo: string;
  value: ChosenSlot | undefined;
  onChange: (slot: ChosenSlot) => void;
  error?: string | undefined;
  /** Why the client is back here ('slot just taken, pick another'), already translated. */
  notice?: string | undefined;
  /** Reads the slots from the API itself on arrival (after a slot was taken). */
  fresh?: boolean;
  /** The artist's hour format (their times, written their way). */
  hourFormat?: '12' | '24' | undefined;
}

/**
 * The real slots (`GET /artists/{pseudo}/slots`), a month at a time: a day picker (only days with a
 * free slot), then that day's times as cards. Times are the artist's wall times, in the artist's time
 * zone, which is named; during a travel each slot says where (shop and city).
 */
export function DateStep({ pseudo, value, onChange, error, notice, fresh, hourFormat }: DateStepProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const [windows, setWindows] = useState<(string | undefined)[]>([undefined]);
  const from = windows.at(-1);
  const { data: list, error: loadError, refresh, mutate } = useArtistSlots(pseudo, from);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (fresh) void refresh();
  }, []);

  const days = list?.days ?? [];
  const shownDay = days[0];

  return (
    <>
      {notice && <Alert tone="error">{notice}</Alert>}
      {list && (
        <p className="booking-zone">
          {t('web.booking.date.zone', { zone: zoneLabel(list.timezone, locale) })}
        </p>
      )}
      {loadError && <LoadError error={loadError} onRetry={mutate} />}
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
        <SlotPicker
          list={list}
          value={value?.slotId}
          onChange={onChange}
          initialDay={value?.date}
          locale={locale}
          hourFormat={hourFormat}
          error={error}
          dayLayout="calendar"
          labels={{
            days: t('web.booking.date.days'),
            times: (day) => t('web.booking.date.times', { day }),
            slotCount: (count) => t(`web.booking.date.slotCount`, { count }),
            guestSpot: (where) => t('web.booking.date.guestSpot', where),
          }}
        />
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
