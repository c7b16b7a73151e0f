import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLICE_MINUTES, sliceInterval, slotSlices } from './slot-slices.ts';

const MINUTE = 60_000;

describe('slotSlices', () => {
  it('lists the 15-minute grid slices a slot covers', () => {
    expect(slotSlices('2026-05-02T08:00:00.000Z', '2026-05-02T09:00:00.000Z')).toEqual([
      '2026-05-02T08:00:00.000Z',
      '2026-05-02T08:15:00.000Z',
      '2026-05-02T08:30:00.000Z',
      '2026-05-02T08:45:00.000Z',
    ]);
  });

  it('takes the slices a slot off the grid touches, so it still collides with its neighbours', () => {
    expect(slotSlices('2026-05-02T08:05:00Z', '2026-05-02T08:20:00Z')).toEqual([
      '2026-05-02T08:00:00.000Z',
      '2026-05-02T08:15:00.000Z',
    ]);
  });

  it('gives nothing for an empty or inverted interval', () => {
    expect(slotSlices('2026-05-02T08:00:00Z', '2026-05-02T08:00:00Z')).toEqual([]);
    expect(slotSlices('2026-05-02T09:00:00Z', '2026-05-02T08:00:00Z')).toEqual([]);
    expect(() => slotSlices('not a date', '2026-05-02T08:00:00Z')).toThrow(RangeError);
  });

  it('crosses a daylight-saving change in real time (Paris, 2026-10-25: 01:00 to 04:00 local is 4 h)', () => {
    // 01:00 CEST = 23:00Z the day before; 04:00 CET = 03:00Z.
    expect(slotSlices('2026-10-24T23:00:00Z', '2026-10-25T03:00:00Z')).toHaveLength(16);
  });

  it('two intervals share a slice exactly when they overlap (any starts, any lengths)', () => {
    const interval = fc
      .tuple(fc.integer({ min: 0, max: 3 * 24 * 60 }), fc.integer({ min: 1, max: 12 * 60 }))
      .map(([start, length]) => [start, start + length] as const);
    fc.assert(
      fc.property(interval, interval, ([a0, a1], [b0, b1]) => {
        // On the grid (what availabilities allow), sharing a slice is the same as overlapping.
        const grid = (minutes: number) => Math.round(minutes / SLICE_MINUTES) * SLICE_MINUTES;
        const [as, ae, bs, be] = [
          grid(a0),
          Math.max(grid(a1), grid(a0) + 15),
          grid(b0),
          Math.max(grid(b1), grid(b0) + 15),
        ];
        const base = Date.UTC(2026, 4, 2);
        const a = slotSlices(new Date(base + as * MINUTE), new Date(base + ae * MINUTE));
        const b = new Set(slotSlices(new Date(base + bs * MINUTE), new Date(base + be * MINUTE)));
        const share = a.some((slice) => b.has(slice));
        expect(share).toBe(as < be && bs < ae);
      }),
    );
  });

  it('an interval of a slice is 15 minutes long', () => {
    expect(sliceInterval('2026-05-02T08:45:00.000Z')).toEqual({
      start: '2026-05-02T08:45:00.000Z',
      end: '2026-05-02T09:00:00.000Z',
    });
  });
});
