import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utcOffsetMs } from '#shared/domain/local-time.ts';
import { offsetAt, resolveWallTime, startOfLocalDay } from './zone-timeline.ts';

const ZONES = Intl.supportedValuesOf('timeZone');
const RUNS = Number(process.env.SLOT_PROPERTY_RUNS ?? 300) * 4;
const zone = fc.constantFrom(...ZONES);
/** Whole minutes between 1970 and 2040. */
const instant = fc
  .integer({ min: 0, max: (Date.UTC(2040, 0, 1) / 60_000) | 0 })
  .map((minutes) => minutes * 60_000);

describe(`zone timeline properties (${ZONES.length} zones, ${RUNS} runs each)`, {
  timeout: 30_000 + RUNS * 5,
}, () => {
  it('the cached offset is the one Intl reads', () => {
    fc.assert(
      fc.property(zone, instant, (timeZone, at) => {
        expect(offsetAt(timeZone, at)).toBe(utcOffsetMs(at, timeZone));
      }),
      { numRuns: RUNS },
    );
  });

  it("an instant's wall time resolves back to it, or to an earlier instant showing the same wall time", () => {
    fc.assert(
      fc.property(zone, instant, (timeZone, at) => {
        const wall = at + utcOffsetMs(at, timeZone);
        const resolved = resolveWallTime(timeZone, wall);
        expect(resolved).toBeDefined();
        expect(resolved!).toBeLessThanOrEqual(at);
        expect(resolved! + utcOffsetMs(resolved!, timeZone)).toBe(wall);
      }),
      { numRuns: RUNS },
    );
  });

  it('a local day starts at its first instant: that date (or a later one) from then on, an earlier one just before', () => {
    const DAY = 86_400_000;
    const localDay = (at: number, timeZone: string) => Math.floor((at + utcOffsetMs(at, timeZone)) / DAY);
    fc.assert(
      fc.property(zone, fc.integer({ min: 1, max: (Date.UTC(2040, 0, 1) / DAY) | 0 }), (timeZone, day) => {
        const date = new Date(day * DAY).toISOString().slice(0, 10);
        const start = startOfLocalDay(timeZone, date).getTime();
        expect(localDay(start, timeZone)).toBeGreaterThanOrEqual(day);
        expect(localDay(start - 1000, timeZone)).toBeLessThan(day);
      }),
      { numRuns: RUNS },
    );
  });
});
