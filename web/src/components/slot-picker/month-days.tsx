import { addDays, formatDay } from '#web/src/lib/wall-time.ts';

interface MonthDaysProps {
  legend: string;
  name: string;
  /** The window's first and last local days (`YYYY-MM-DD`). */
  from: string;
  to: string;
  /** The days with a free slot, and how many. */
  counts: ReadonlyMap<string, number>;
  value: string | undefined;
  onChange: (date: string) => void;
  slotCount: (count: number) => string;
  locale: string;
}

/** Monday = 0 … Sunday = 6, for a local day. */
function weekdayOf(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The window's days grouped by month, each month padded to start on its first day's weekday. */
export function monthsOf(from: string, to: string): { month: string; days: (string | null)[] }[] {
  const months: { month: string; days: (string | null)[] }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const month = day.slice(0, 7);
    let current = months.at(-1);
    if (!current || current.month !== month) {
      current = { month, days: Array.from({ length: weekdayOf(day) }, () => null) };
      months.push(current);
    }
    current.days.push(day);
  }
  return months;
}

const WEEK = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];

/**
 * The days of the slots' window as a month calendar (issue 15, item 4): the days with a free slot are
 * radios (Tab enters, the arrow keys move among them), each named by its full date and slot count and
 * marked by a dot; the other days are shown, greyed, and cannot be picked.
 */
export function MonthDays({
  legend,
  name,
  from,
  to,
  counts,
  value,
  onChange,
  slotCount,
  locale,
}: MonthDaysProps) {
  const caption = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  return (
    <fieldset className="field month-days">
      <legend>{legend}</legend>
      {monthsOf(from, to).map(({ month, days }) => (
        <div key={month} className="month-days__month">
          <p className="month-days__caption">{caption.format(new Date(`${month}-01T12:00:00Z`))}</p>
          <div className="month-days__grid">
            {WEEK.map((day) => (
              <span key={day} className="month-days__weekday" aria-hidden="true">
                {weekday.format(new Date(`${day}T12:00:00Z`))}
              </span>
            ))}
            {days.map((day, index) => {
              // Blanks before a month's first day: they never move, their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the blanks never reorder
              if (!day) return <span key={`${month}-blank-${index}`} aria-hidden="true" />;
              const count = counts.get(day) ?? 0;
              const number = Number(day.slice(8));
              if (count === 0) {
                return (
                  <span key={day} className="month-days__day month-days__day--off" aria-hidden="true">
                    {number}
                  </span>
                );
              }
              return (
                <label
                  key={day}
                  className={`month-days__day${day === value ? ' month-days__day--checked' : ''}`}
                  title={`${formatDay(day, locale)} · ${slotCount(count)}`}
                >
                  <input
                    type="radio"
                    className="visually-hidden"
                    name={name}
                    value={day}
                    checked={day === value}
                    onChange={() => onChange(day)}
                    aria-label={`${formatDay(day, locale)}, ${slotCount(count)}`}
                  />
                  <span aria-hidden="true">{number}</span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
