import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDay, DAY_MS, dayNumber, epochMs, formatInstant } from './civil-time.ts';

const RUNS = Number(process.env.SLOT_PROPERTY_RUNS ?? 300) * 10;
/** Instants from year 0001 to 9999, where toISOString writes four-digit years. */
const instant = fc.integer({
  min: Date.parse('0001-01-01T00:00:00Z'),
  max: Date.UTC(9999, 11, 31, 23, 59, 59, 999),
});

/** Instants a day away from years 1000 and 9999, so that any offset keeps a four-digit local year. */
const inner = fc.integer({ min: Date.UTC(1000, 0, 2), max: Date.UTC(9999, 11, 30) });

describe(`civil time properties (${RUNS} runs each)`, () => {
  it('formatInstant writes what toISOString writes, and epochMs reads it back', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const text = formatInstant(at);
        expect(text).toBe(new Date(at).toISOString());
        expect(epochMs(text)).toBe(at);
      }),
      { numRuns: RUNS },
    );
  });

  it('epochMs agrees with Date.parse on text with an offset', () => {
    fc.assert(
      fc.property(inner, fc.integer({ min: -14 * 60, max: 14 * 60 }), (at, offsetMinutes) => {
        const wall = new Date(at + offsetMinutes * 60_000).toISOString().slice(0, 19);
        const sign = offsetMinutes < 0 ? '-' : '+';
        const abs = Math.abs(offsetMinutes);
        const text = `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
        expect(epochMs(text)).toBe(Date.parse(text));
      }),
      { numRuns: RUNS },
    );
  });

  it('civilDay gives the UTC calendar of a day number, and dayNumber reverses it', () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumber('1000-01-01'), max: dayNumber('9999-12-31') }), (day) => {
        const at = new Date(day * DAY_MS);
        expect(civilDay(day)).toEqual({
          date: at.toISOString().slice(0, 10),
          month: at.getUTCMonth() + 1,
          weekday: at.getUTCDay(),
        });
        expect(dayNumber(civilDay(day).date)).toBe(day);
      }),
      { numRuns: RUNS },
    );
  });
});
