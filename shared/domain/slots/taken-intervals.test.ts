import { describe, expect, it } from 'vitest';
import { overlapsTaken, takenTimeline } from './taken-intervals.ts';

const t = (hhmm: string) => Date.parse(`2026-03-04T${hhmm}:00Z`);
const interval = (start: string, end: string) => ({
  start: `2026-03-04T${start}:00Z`,
  end: `2026-03-04T${end}:00Z`,
});

describe('taken timeline', () => {
  it('merges overlapping, touching and nested intervals, and drops empty ones', () => {
    const timeline = takenTimeline([
      interval('14:00', '15:00'),
      interval('09:00', '10:00'),
      interval('09:30', '11:00'),
      interval('11:00', '11:30'),
      interval('09:45', '09:50'),
      interval('13:00', '13:00'),
      interval('17:00', '16:00'),
    ]);
    expect(timeline).toEqual({ starts: [t('09:00'), t('14:00')], ends: [t('11:30'), t('15:00')] });
  });

  it('tells whether [start, end) shares an instant with a taken interval', () => {
    const timeline = takenTimeline([interval('09:00', '10:00'), interval('14:00', '15:00')]);
    expect(overlapsTaken(timeline, t('08:00'), t('09:00'))).toBe(false);
    expect(overlapsTaken(timeline, t('08:00'), t('09:01'))).toBe(true);
    expect(overlapsTaken(timeline, t('09:59'), t('12:00'))).toBe(true);
    expect(overlapsTaken(timeline, t('10:00'), t('14:00'))).toBe(false);
    expect(overlapsTaken(timeline, t('08:00'), t('16:00'))).toBe(true);
    expect(overlapsTaken(timeline, t('15:00'), t('16:00'))).toBe(false);
    expect(overlapsTaken(takenTimeline([]), t('08:00'), t('16:00'))).toBe(false);
  });
});
